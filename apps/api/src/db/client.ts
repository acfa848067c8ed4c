import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
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
  // `sqlLiteral` relies on it (quotes doubled, backslashes plain).
  await client.query(`set standard_conforming_strings = on`);
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
    let name: string;
    if ('prepare' in built) {
      name = statementName(built.toSQL().sql);
      prepared = built.prepare(name);
    } else {
      const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
      const compiled = dialect.sqlToQuery(built);
      name = statementName(compiled.sql);
      prepared = session.prepareQuery(compiled, undefined, name, false) as unknown as Runnable<T>;
    }
    const { session } = db as unknown as { session: { client?: unknown } };
    if (session.client instanceof PGlite) prepared = onPglite(prepared, session.client, name);
    cache.set(key, prepared as Runnable<unknown>);
  }
  return prepared;
};

/**
 * A value written as an SQL literal: numbers as they are, text quoted with its quotes doubled
 * (safe with `standard_conforming_strings`, on since PostgreSQL 9.1 and checked at open).
 */
export const sqlLiteral = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('text with a NUL character');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new Error(`no SQL literal for a ${typeof value}`);
};

type RowMode = 'array' | 'object';

/** Statements prepared (`PREPARE`) on each PGlite database, by name: whether it worked. */
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<boolean>>>();

/**
 * A hot read on PGlite: prepared once with SQL's `PREPARE` (parsed and planned once, like a named
 * statement on PostgreSQL), then run as `EXECUTE name(values)` with the values written in as
 * literals, through PGlite's simple protocol (`exec`). PGlite's extended protocol (what `query`
 * speaks) costs a crossing into WebAssembly per message (parse, describe, bind, execute, sync) and
 * converts every bound parameter there: a page of ads took 2.6 ms that way, 0.7 ms this way. A
 * statement PostgreSQL cannot prepare (a parameter of unknown type) runs with its values written
 * into its text instead, planned every time.
 */
const onPglite = <T>(prepared: Runnable<T>, client: PGlite, name: string): Runnable<T> => {
  const base = prepared as unknown as { queryString: string; params: unknown[] };
  if (typeof base.queryString !== 'string' || !Array.isArray(base.params)) return prepared;
  const ready = () => {
    let names = preparedOnPglite.get(client);
    if (!names) {
      names = new Map();
      preparedOnPglite.set(client, names);
    }
    let done = names.get(name);
    if (!done) {
      done = client.exec(`prepare "${name}" as ${base.queryString}`).then(
        () => true,
        () => false,
      );
      names.set(name, done);
    }
    return done;
  };
  return {
    execute: async (values = {}) => {
      const filled = base.params.map((p) => (is(p, Placeholder) ? values[p.name] : p));
      if (!(await ready())) return withValuesInline(prepared, filled).execute();
      const text = filled.length
        ? `execute "${name}"(${filled.map(sqlLiteral).join(', ')})`
        : `execute "${name}"`;
      // drizzle runs it as usual (its row mode, its mapping of the rows), but without its type
      // parsers: PGlite merges a call's parsers into its 318 defaults on every call (a quarter of
      // a page's time). They only kept times as text; with PGlite's own a time comes as a Date,
      // which drizzle's timestamp columns and the hot reads' mappers take as well.
      const viaExec = {
        query: async (_text: string, _params: unknown[], options?: { rowMode?: RowMode }) =>
          (await client.exec(text, options?.rowMode ? { rowMode: options.rowMode } : undefined))[0],
      };
      return (Object.create(prepared, { client: { value: viaExec } }) as Runnable<T>).execute(
        values,
      );
    },
  };
};

/**
 * On PGlite a statement with bound parameters costs three times the same statement with its values
 * written in (4.3 ms against 1.3 ms for a page of ads: PGlite describes and converts each
 * parameter in WebAssembly): its prepared statements run with their values as literals.
 */
const withValuesInline = <T>(prepared: Runnable<T>, filled: unknown[]): Runnable<T> => {
  const base = prepared as unknown as { queryString: string };
  const text = base.queryString.replace(/\$(\d+)/g, (_, n: string) =>
    sqlLiteral(filled[Number(n) - 1]),
  );
  return Object.create(prepared, {
    queryString: { value: text },
    params: { value: [] },
  }) as Runnable<T>;
};
