import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, pgliteExtensions } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/index.ts';

/**
 * Tests run on PGlite, or on PostgreSQL when DATABASE_URL is set. Either way the migrated and
 * seeded database is prepared once (a PGlite dump, a PostgreSQL template database) and every
 * test file gets its own copy of it.
 */
export type TemplateRef =
  | { driver: 'pglite'; dumpPath: string }
  | { driver: 'pg'; url: string; name: string };

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

export const prepareTemplate = async (tmpDir: string): Promise<TemplateRef> => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `souq_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(url, `create database "${name}"`);
    const handle = await openDatabase({ driver: 'pg', url: withDatabase(url, name), poolSize: 2 });
    await applyMigrations(handle);
    await seedDatabase(handle.db, { demo: true });
    await handle.close();
    return { driver: 'pg', url, name };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await openDatabase({ driver: 'pglite', client });
  await applyMigrations(handle);
  await seedDatabase(handle.db, { demo: true });
  const dump = await client.dumpDataDir('none');
  const dumpPath = `${tmpDir}/souq-template.tar`;
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { driver: 'pglite', dumpPath };
};

export const dropTemplate = async (template: TemplateRef): Promise<void> => {
  if (template.driver === 'pg') {
    await adminQuery(template.url, `drop database if exists "${template.name}" with (force)`);
  }
};

/** A fresh copy of the template for one test file; closing it drops the copy. */
export const openTestDatabase = async (template: TemplateRef): Promise<DatabaseHandle> => {
  if (template.driver === 'pglite') {
    const dump = await readFile(template.dumpPath);
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      loadDataDir: new Blob([dump]),
    });
    return openDatabase({ driver: 'pglite', client });
  }
  const name = `souq_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.url, `create database "${name}" template "${template.name}"`);
  const handle = await openDatabase({
    driver: 'pg',
    url: withDatabase(template.url, name),
    poolSize: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(template.url, `drop database if exists "${name}" with (force)`);
    },
  };
};
