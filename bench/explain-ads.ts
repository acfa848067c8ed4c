// EXPLAIN (ANALYZE, BUFFERS) of every statement the ads benchmark's routes run, against a database
// the benchmark kept (`BENCH_DB=souq_bench_ads BENCH_KEEP_DB=1 npm run bench -- ads` builds it):
//   BENCH_DB=souq_bench_ads node --import tsx bench/explain-ads.ts [route name filter]
// Each statement runs twice; the second (warm) plan is printed. Statements that write (details)
// run inside a rolled-back transaction.
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { routeCases } from './ads.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? 'souq_bench_ads';
const only = process.argv[2];
const u = new URL(ADMIN_URL);
u.pathname = `/${dbName}`;

const handle = await openDatabase({ driver: 'pg', url: u.toString(), poolSize: 1 });
const cases = await routeCases(handle.db);
await handle.close();

const client = new pg.Client({ connectionString: u.toString() });
await client.connect();
try {
  for (const c of cases) {
    if (only && !c.name.includes(only)) continue;
    for (const [i, statement] of [...c.statements, ...(c.first ?? [])].entries()) {
      let plan: string[] = [];
      for (let run = 0; run < 2; run++) {
        await client.query('begin');
        const r = await client.query(`explain (analyze, buffers) ${statement}`);
        await client.query('rollback');
        plan = r.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
      }
      console.log(`\n=== ${c.name} — statement ${i + 1}\n${statement.replace(/\s+/g, ' ')}\n`);
      console.log(plan.join('\n'));
    }
  }
} finally {
  await client.end();
}
