import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { applyMigrations, refreshPlannerStatistics } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { selectMediaStorage } from './media/select-storage.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const fail = (message: string): never => {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
};

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail((error as Error).message);
  }
})();

let releaseLock = () => {};
if (!config.DATABASE_URL) {
  try {
    releaseLock = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

const database = await openDatabase(
  config.DATABASE_URL
    ? { driver: 'pg', url: config.DATABASE_URL }
    : { driver: 'pglite', dataDir: join(config.dataDir, 'db') },
);
await applyMigrations(database);
const seedMedia = selectMediaStorage(config);
const demo = config.DEMO_DATA ?? config.NODE_ENV !== 'production';
await seedDatabase(database.db, { demo, media: seedMedia });
seedMedia.close();
await refreshPlannerStatistics(database);

const app = await buildApp({ config, database });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) {
    app.log.warn(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal}: finishing open requests, then closing the database`);
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long: exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  timer.unref();
  try {
    await app.close();
  } finally {
    releaseLock();
  }
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  const address = (await app.listen({ port: config.PORT, host: config.HOST })).replace(
    /\/\/(0\.0\.0\.0|\[::\])/,
    '//localhost',
  );
  // A plain line whatever the log level: people and scripts wait for it.
  process.stdout.write(`\nSouq is ready at ${address}  (API docs: ${address}/api/docs)\n\n`);
} catch (error) {
  await app.close().catch(() => {});
  releaseLock();
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    fail(
      `Port ${config.PORT} is already in use. Stop the program using it, or start Souq with another PORT.`,
    );
  }
  throw error;
}
