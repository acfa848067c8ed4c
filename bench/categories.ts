import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../apps/api/test/start-server.ts';
import { CONNECTIONS, DURATION_SECONDS, machine, measure, startBare, writeResult } from './lib.ts';

export const benchCategories = async () => {
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
      machine: machine(),
      connections: CONNECTIONS,
      duration_seconds: DURATION_SECONDS,
      results: [bareResult, categories],
      ratio_categories_to_bare: Number(
        (categories.requests_per_second / bareResult.requests_per_second).toFixed(3),
      ),
    };
    const path = await writeResult('categories', report);
    console.table(
      report.results.map((r) => ({
        route: r.name,
        'req/s': r.requests_per_second,
        'p99 ms': r.latency_ms.p99,
      })),
    );
    console.log(`ratio categories / bare: ${report.ratio_categories_to_bare} → ${path}`);
  } finally {
    bare.stop();
    await souq.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};
