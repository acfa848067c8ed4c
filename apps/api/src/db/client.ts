import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
