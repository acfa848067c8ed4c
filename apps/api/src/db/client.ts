import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

/** One type for both drivers (see STACK.md pitfall 7). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'pg';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PGlite needs every extension the migrations create registered up front. */
export const pgliteExtensions = { pg_trgm };

export type DatabaseOptions =
  | { driver: 'pg'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir?: string; client?: PGlite };

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return wrap(db, 'pg', () => pool.end());
  }
  const client =
    options.client ?? (await PGlite.create(options.dataDir, { extensions: pgliteExtensions }));
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return wrap(db, 'pglite', () => client.close());
};

const wrap = (db: Database, driver: DatabaseDriver, close: () => Promise<void>): DatabaseHandle => {
  let closed = false;
  return {
    db,
    driver,
    ping: async () => {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await close();
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Named statements: parsed and planned once per connection

const statementNames = new Map<string, string>();
/** Distinct statement texts remembered; beyond this, names are computed again (same names). */
const STATEMENT_NAMES_MAX = 10_000;

/**
 * A statement's name for PostgreSQL: a hash of its text, so one name always means one text (as
 * node-postgres requires: it prepares a name once per connection and then only binds and runs).
 */
export const statementName = (text: string): string => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (statementNames.size < STATEMENT_NAMES_MAX) statementNames.set(text, name);
  }
  return name;
};

type Runnable<T> = { execute(values?: Record<string, unknown>): Promise<T> };
const preparedByDb = new WeakMap<Database, Map<string, Runnable<unknown>>>();

/**
 * A statement of one shape (`key`) built and compiled once per database handle, with
 * `sql.placeholder(…)` where its values go, then only executed with them: no SQL building per
 * request (drizzle's building and escaping was a sixth of a feed request's CPU). On PostgreSQL it
 * is a named statement: each pool connection parses it once, then binds and runs it; after five
 * runs the server keeps a generic plan when it costs no more than the custom ones, so a hot read
 * is no longer planned per request (planning was half of a list page's SQL time). Only for reads
 * whose plan does not depend on the values: never a text search, whose generic plan can be
 * catastrophic (STACK.md: 2.2 s against 0.12 ms); those stay with `db.execute`, planned for their
 * values every time. PGlite has no named statements: there only the building is saved. `build` answers a query builder's select or a
 * raw `SQL`. Pass the database the request uses: a transaction gets statements of its own.
 */
export const preparedOnce = <T>(
  db: Database,
  key: string,
  build: () => SQL | { toSQL(): { sql: string }; prepare(name: string): Runnable<T> },
): Runnable<T> => {
  let cache = preparedByDb.get(db);
  if (!cache) {
    cache = new Map();
    preparedByDb.set(db, cache);
  }
  let prepared = cache.get(key) as Runnable<T> | undefined;
  if (!prepared) {
    const built = build();
    if ('prepare' in built) {
      prepared = built.prepare(statementName(built.toSQL().sql));
    } else {
      const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
      const compiled = dialect.sqlToQuery(built);
      prepared = session.prepareQuery(
        compiled,
        undefined,
        statementName(compiled.sql),
        false,
      ) as unknown as Runnable<T>;
    }
    cache.set(key, prepared as Runnable<unknown>);
  }
  return prepared;
};
