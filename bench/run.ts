// `npm run bench`: throughput and latency of API routes beside a bare Fastify route, measured in
// the same run on this machine; results as JSON in bench/results/.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../apps/api/test/start-server.ts';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const resultsDir = resolve(import.meta.dirname, 'results');

const startBare = () =>
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

const measure = async (name: string, url: string) => {
  // A short warm-up, so JIT and caches are hot before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (r.non2xx || r.errors)
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return {
    name,
    url: new URL(url).pathname,
    requests_per_second: Math.round(r.requests.average),
    latency_ms: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    total_requests: r.requests.total,
  };
};

const dataDir = await mkdtemp(join(tmpdir(), 'souq-bench-'));
const bare = await startBare();
const souq = await startServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000000',
});
try {
  const bareResult = await measure('bare Fastify route', `${bare.url}/bare`);
  const categories = await measure(
    'GET /api/v1/categories (PGlite)',
    `${souq.baseURL}/api/v1/categories`,
  );
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    connections: CONNECTIONS,
    duration_seconds: DURATION_SECONDS,
    results: [bareResult, categories],
    ratio_categories_to_bare: Number(
      (categories.requests_per_second / bareResult.requests_per_second).toFixed(3),
    ),
  };
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'categories.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.table(
    report.results.map((r) => ({
      route: r.name,
      'req/s': r.requests_per_second,
      'p99 ms': r.latency_ms.p99,
    })),
  );
  console.log(
    `ratio categories / bare: ${report.ratio_categories_to_bare} → bench/results/categories.json`,
  );
} finally {
  bare.stop();
  await souq.stop();
  await rm(dataDir, { recursive: true, force: true });
}
