import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
// Any constant shared by every instance; it only has to be the same for all of them.
const MIGRATION_LOCK = 727_274;

/** Apply the committed migrations; instances starting together on PostgreSQL take turns. */
export const applyMigrations = async ({ db, driver }: DatabaseHandle): Promise<void> => {
  if (driver === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(db as any, { migrationsFolder });
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migrateNodePg(tx as any, { migrationsFolder });
  });
};

/** PGlite has no autovacuum: refresh the planner's statistics (once per server start). */
export const refreshPlannerStatistics = async ({ db, driver }: DatabaseHandle): Promise<void> => {
  if (driver === 'pglite') await db.execute(sql`analyze`);
};
