import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { applyMigrations } from '../db/migrate.ts';
import { JOB_STATES, type JobState } from './jobs.table.ts';
import { discardJob, listJobs, retryJob } from './queue.repository.ts';

const USAGE = `Usage: npm run jobs -- <command>
  list [--state queued|running|failed|dead|done] [--limit 50]   newest first (default: failed)
  retry <id>      a failed, dead or waiting job runs again now, with all its attempts
  discard <id>    deletes a job that is not running`;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

/**
 * The database the server uses (same DATABASE_URL / DATA_DIR). PGlite's directory belongs to
 * one process: while the server holds its lock this refuses instead of opening it.
 */
const openServerDatabase = async (): Promise<{ database: DatabaseHandle; release(): void }> => {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    const database = await openDatabase({ driver: 'pg', url: config.DATABASE_URL, poolSize: 1 });
    return { database, release: () => {} };
  }
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      return fail(
        `The server (pid ${error.pid}) is using ${config.dataDir}: PGlite allows one process. ` +
          'Stop the server and run this again, or run Souq on PostgreSQL (DATABASE_URL).',
      );
    }
    throw error;
  }
  const database = await openDatabase({ driver: 'pglite', dataDir: join(config.dataDir, 'db') });
  await applyMigrations(database);
  return { database, release };
};

const idOf = (value: string | undefined): number => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0
    ? id
    : fail(`Not a job id: ${value ?? '(none)'}\n${USAGE}`);
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    state: { type: 'string', default: 'failed' },
    limit: { type: 'string', default: '50' },
  },
});
const [command, arg] = positionals;
if (!command || !['list', 'retry', 'discard'].includes(command)) fail(USAGE);
const state = values.state as JobState;
if (!JOB_STATES.includes(state)) fail(`--state is one of ${JOB_STATES.join(', ')}`);

const { database, release } = await openServerDatabase();
try {
  if (command === 'list') {
    const rows = await listJobs(database.db, { state, limit: Number(values.limit) || 50 });
    for (const job of rows) {
      const error = job.lastError?.split('\n')[0] ?? '';
      process.stdout.write(
        `${job.id}\t${job.type}\t${job.state}\tattempts ${job.attempts}\trun_at ${job.runAt.toISOString()}` +
          `${job.key ? `\tkey ${job.key}` : ''}${error ? `\t${error}` : ''}\n`,
      );
    }
    process.stdout.write(`${rows.length} ${state} job(s)\n`);
  } else if (command === 'retry') {
    const id = idOf(arg);
    if (!(await retryJob(database.db, id))) fail(`No failed, dead or waiting job ${id}`);
    process.stdout.write(`Job ${id} queued again\n`);
  } else {
    const id = idOf(arg);
    if (!(await discardJob(database.db, id))) fail(`No job ${id} that is not running`);
    process.stdout.write(`Job ${id} discarded\n`);
  }
} finally {
  await database.close();
  release();
}
