// Helpers shared by the benchmarks: load a URL with autocannon, write a result file.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
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
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
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
  new Promise<{ url: string; stop: () => void }>((done, fail) => {
    const child = spawn('node', ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready at (\S+)/.exec(chunk.toString());
      if (match) done({ url: match[1]!, stop: () => child.kill('SIGINT') });
    });
    child.on('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });
