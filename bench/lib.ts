// Helpers shared by the benchmarks: load a URL with autocannon, write a result file.
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
/** The second load of every route: few clients, where latency (p99) is judged. */
export const FEW_CONNECTIONS = 10;
/** `npm run bench -- --quick` (or BENCH_QUICK=1): 3 s per measure and 1 s warm-ups, same data. */
export const QUICK = process.argv.includes('--quick') || Boolean(process.env.BENCH_QUICK);
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? (QUICK ? 3 : 10));
const WARMUP_SECONDS = QUICK ? 1 : 2;
export const resultsDir = resolve(import.meta.dirname, 'results');

export interface Measured {
  name: string;
  url: string;
  requests_per_second: number;
  latency_ms: { p50: number; p99: number; max: number };
  total_requests: number;
}

/** 50 connections on one URL for DURATION_SECONDS, after a 2 s warm-up; fails on any non-2xx. */
export const measure = async (
  name: string,
  url: string,
  headers?: Record<string, string>,
): Promise<Measured> => {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  if (r.non2xx || r.errors) {
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  }
  const u = new URL(url);
  return {
    name,
    url: decodeURIComponent(u.pathname + u.search),
    requests_per_second: Math.round(r.requests.average),
    latency_ms: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    total_requests: r.requests.total,
  };
};

export const machine = () => ({
  cpus: cpus().length,
  model: cpus()[0]?.model,
  node: process.version,
});

/** `bench/results/<name>.json`. */
export const writeResult = async (name: string, report: object): Promise<string> => {
  await mkdir(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name}.json`);
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
};

/** The bare Fastify route in its own process: the ceiling each run is compared with. */
export const startBare = () =>
  new Promise<{ url: string; pid: number; stop: () => void }>((done, fail) => {
    const child = spawn('node', ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready at (\S+)/.exec(chunk.toString());
      if (match) done({ url: match[1]!, pid: child.pid!, stop: () => child.kill('SIGINT') });
    });
    child.on('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });

/** One load of a URL: throughput and latency. */
export interface Load {
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  requests: number;
}

/** CPU time (user + system, ms) a process has used so far, from /proc. */
const cpuMsOf = async (pid: number): Promise<number> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the name).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};
const CLOCK_TICKS = 100;

const loadOnce = async (
  name: string,
  url: string,
  connections: number,
  headers?: Record<string, string>,
): Promise<Load> => {
  const r = await autocannon({ url, connections, duration: DURATION_SECONDS, headers });
  if (r.non2xx || r.errors) {
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  }
  return {
    requests_per_second: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    requests: r.requests.total,
  };
};

/** A route measured at 50 and at 10 connections, with the server's CPU per request. */
export interface RouteLoad {
  name: string;
  url: string;
  at50: Load;
  at10: Load;
  /**
   * CPU the server process spent per request during the 50-connection load (ms): Node's share of
   * a request (HTTP, driver, mapping, serialisation; with PGlite the database's too).
   */
  server_cpu_ms_per_request: number | null;
}

/**
 * A warm-up, then 50 connections for DURATION_SECONDS (the server's CPU read before and after),
 * then FEW_CONNECTIONS as long; fails on any non-2xx answer.
 */
export const measureRoute = async (
  name: string,
  url: string,
  { headers, pid }: { headers?: Record<string, string>; pid?: number } = {},
): Promise<RouteLoad> => {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers });
  const cpuBefore = pid ? await cpuMsOf(pid) : 0;
  const at50 = await loadOnce(name, url, CONNECTIONS, headers);
  const cpuAfter = pid ? await cpuMsOf(pid) : 0;
  const at10 = await loadOnce(name, url, FEW_CONNECTIONS, headers);
  const u = new URL(url);
  return {
    name,
    url: decodeURIComponent(u.pathname + u.search),
    at50,
    at10,
    server_cpu_ms_per_request: pid
      ? Number(((cpuAfter - cpuBefore) / Math.max(1, at50.requests)).toFixed(3))
      : null,
  };
};
