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

/**
 * pgbench (8 clients) on one request's statements; answers transactions/s. `prepared` (each
 * client parses and plans a statement once, as the API's named statements do) or `simple` (parsed
 * and planned every time, as a search is).
 */
export const pgbench = async (
  dbName: string,
  name: string,
  statements: string[],
  dir: string,
  mode: PgbenchMode = 'simple',
  clients = 8,
) => {
  const file = join(dir, `${name}.sql`);
  await writeFile(file, `${statements.map((s) => `${s.replace(/\s+/g, ' ')};`).join('\n')}\n`);
  const { stdout } = await run('pgbench', [
    '-n',
    '-M',
    mode,
    '-c',
    String(clients),
    '-j',
    String(Math.min(2, clients)),
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

export type PgbenchMode = 'simple' | 'prepared';

/** Where a statement's time goes on the server: planning, execution and buffers touched. */
export interface Explained {
  planning_ms: number;
  execution_ms: number;
  /** Shared buffers hit or read by the execution. */
  buffers: number;
}

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of each statement, the median of `runs` runs: planned every time,
 * and (for `prepared`) as a prepared statement's sixth and later runs, whose plan is cached.
 */
export const explainStatements = async (
  url: string,
  statements: string[],
  { prepared, runs = 5 }: { prepared: boolean; runs?: number },
): Promise<Explained> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  try {
    const total: Explained = { planning_ms: 0, execution_ms: 0, buffers: 0 };
    for (const [i, statement] of statements.entries()) {
      const name = `bench_explain_${i}`;
      if (prepared) {
        await client.query(`prepare ${name} as ${statement}`);
        // Five runs first: PostgreSQL settles on its cached plan after them.
        for (let k = 0; k < 5; k++) await client.query(`execute ${name}`);
      }
      const planning: number[] = [];
      const execution: number[] = [];
      const buffers: number[] = [];
      for (let k = 0; k < runs; k++) {
        const result = await client.query(
          `explain (analyze, buffers, format json) ${prepared ? `execute ${name}` : statement}`,
        );
        const [plan] = result.rows[0]['QUERY PLAN'] as Array<{
          'Planning Time': number;
          'Execution Time': number;
          Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
        }>;
        planning.push(plan!['Planning Time']);
        execution.push(plan!['Execution Time']);
        buffers.push(plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks']);
      }
      if (prepared) await client.query(`deallocate ${name}`);
      total.planning_ms += median(planning);
      total.execution_ms += median(execution);
      total.buffers += median(buffers);
    }
    return {
      planning_ms: Number(total.planning_ms.toFixed(3)),
      execution_ms: Number(total.execution_ms.toFixed(3)),
      buffers: total.buffers,
    };
  } finally {
    await client.end();
  }
};
