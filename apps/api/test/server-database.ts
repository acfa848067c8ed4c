import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, pgliteExtensions } from '../src/db/client.ts';
import type { TemplateRef } from './test-database.ts';

export interface ServerDatabase {
  /** DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) for a server process. */
  env: Record<string, string>;
  /** Opens it from the test, once no server holds it (PGlite allows one process at a time). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/**
 * A database of its own for a real server process, copied from the tests' migrated template (a
 * PostgreSQL template database, or the PGlite dump unpacked into a data directory): the server
 * starts without migrating from scratch.
 */
export const serverDatabase = async (template: TemplateRef): Promise<ServerDatabase> => {
  if (template.driver === 'pg') {
    const name = `souq_server_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template.name}"`);
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      open: () => openDatabase({ driver: 'pg', url: url.toString(), poolSize: 1 }),
      remove: async () => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'souq-server-'));
  const dump = await readFile(template.dumpPath);
  const client = await PGlite.create(join(dataDir, 'db'), {
    extensions: pgliteExtensions,
    loadDataDir: new Blob([dump]),
  });
  await client.close();
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    open: () => openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
};
