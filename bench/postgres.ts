// Helpers of the PostgreSQL benchmarks: a scratch database, SQL literals for generate_series
// seeds, and pgbench on the statements a route runs.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DURATION_SECONDS } from './lib.ts';

const run = promisify(execFile);

export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
export const textArray = (items: string[]) => `array[${items.map(literal).join(',')}]::text[]`;

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** One statement on the server's admin database (create / drop the bench database). */
export const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
};

/** Runs a seeding step and prints how long it took. */
export const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  const result = await work();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

/** A statement with its parameters written in, for pgbench's simple protocol. */
export const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    if (value === null || value === undefined) return 'null';
    return literal(String(value));
  });

/** pgbench (8 clients, simple protocol) on one request's statements; answers transactions/s. */
export const pgbench = async (dbName: string, name: string, statements: string[], dir: string) => {
  const file = join(dir, `${name}.sql`);
  await writeFile(file, `${statements.map((s) => `${s.replace(/\s+/g, ' ')};`).join('\n')}\n`);
  const { stdout } = await run('pgbench', [
    '-n',
    '-M',
    'simple',
    '-c',
    '8',
    '-j',
    '2',
    '-T',
    String(DURATION_SECONDS),
    '-f',
    file,
    '-h',
    new URL(ADMIN_URL).hostname,
    '-U',
    new URL(ADMIN_URL).username || 'postgres',
    dbName,
  ]);
  const tps = /tps = ([\d.]+)/.exec(stdout);
  return Math.round(Number(tps?.[1] ?? 0));
};
