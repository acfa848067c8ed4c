// Prints the README's read-path table (markdown) from the last results in bench/results/:
// `node --import tsx bench/table.ts` after `npm run bench`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resultsDir } from './lib.ts';
import type { RouteRecord } from './read-path.ts';

const load = async <T>(name: string): Promise<T | undefined> => {
  try {
    return JSON.parse(await readFile(join(resultsDir, `${name}.json`), 'utf8')) as T;
  } catch {
    return undefined;
  }
};

type LoadOnly = Pick<RouteRecord, 'name' | 'at50' | 'at10' | 'server_cpu_ms_per_request'>;
interface Results {
  date: string;
  quick?: boolean;
  load_average?: { before: number[]; after: number[] };
  postgresql?: RouteRecord[];
  results?: RouteRecord[];
  bare?: LoadOnly;
  pglite?: LoadOnly;
}
interface Transfer {
  date: string;
  results: Array<{ route: string; compressed: boolean; transfer_kb: number }>;
}

const n = (x: number | undefined) => (x === undefined ? '–' : x.toLocaleString('en'));
const row = (label: string, r: RouteRecord | LoadOnly) => {
  const sql = 'sql' in r ? r : undefined;
  return `| ${label} | ${n(r.at50.requests_per_second)} | ${r.at50.p50_ms} / ${r.at50.p99_ms} | ${n(r.at10.requests_per_second)} | ${r.at10.p50_ms} / ${r.at10.p99_ms} | ${r.server_cpu_ms_per_request ?? '–'} | ${n(sql?.sql.route_sql_tps)} | ${n(sql?.sql.plain_read_tps)} | ${sql?.sql_vs_plain ?? '–'} | ${sql?.route_vs_plain ?? '–'} | ${sql?.sql.plain_read_tps_one_client === undefined ? '–' : `${n(sql.sql.plain_read_tps_one_client)} / ${sql.route_vs_plain_one_client}`} | ${sql ? `${sql.sql.explain.route_as_run.planning_ms} / ${sql.sql.explain.route_as_run.execution_ms} ms, ${sql.sql.explain.route_as_run.buffers} buf` : '–'} |`;
};

const ads = await load<Results>('ads');
const community = await load<Results>('community');
const transfer = await load<Transfer>('transfer');
const lines = [
  '| route | req/s @50 | p50 / p99 @50 (ms) | req/s @10 | p50 / p99 @10 (ms) | server CPU ms/req | route SQL tps | plain read tps | sql_vs_plain | route_vs_plain | plain read tps, 1 client / route ÷ it | SQL planning / execution, buffers |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const r of ads?.postgresql ?? []) lines.push(row(`ads: ${r.name} (PostgreSQL, 1M ads)`, r));
if (ads?.pglite && 'at50' in ads.pglite)
  lines.push(row('ads: list, first page (PGlite, demo data)', ads.pglite));
if (ads?.bare) lines.push(row('bare Fastify route (ads run)', ads.bare));
for (const r of community?.results ?? []) lines.push(row(`community: ${r.name} (PostgreSQL)`, r));
if (community?.bare) lines.push(row('bare Fastify route (community run)', community.bare));
console.log(lines.join('\n'));
console.log(
  `\nads ${ads?.date ?? '–'}${ads?.quick ? ' (quick)' : ''}, load ${ads?.load_average?.before.join(' / ') ?? '–'}; community ${community?.date ?? '–'}${community?.quick ? ' (quick)' : ''}, load ${community?.load_average?.before.join(' / ') ?? '–'}`,
);
if (transfer) {
  console.log('\n| route | transferred KB (compressed) | without compression |\n|---|---|---|');
  for (const r of transfer.results.filter((x) => x.compressed)) {
    const raw = transfer.results.find((x) => !x.compressed && x.route === r.route);
    console.log(`| \`${r.route}\` | ${r.transfer_kb} | ${raw?.transfer_kb ?? '–'} |`);
  }
  console.log(`\ntransfer ${transfer.date}`);
}
