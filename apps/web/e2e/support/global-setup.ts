import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWebIfStale, startServer } from '../../../api/test/start-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One server for every journey: built web app, API and embedded database on a free port. */
export default async function setup(project: TestProject) {
  buildWebIfStale();
  const dataDir = await mkdtemp(join(tmpdir(), 'souq-e2e-'));
  // The reset journey reads the e-mailed code from the dev outbox.
  const server = await startServer({
    // Test mode: answers checked against their schemas, and passwords hashed at 2^10 instead of
    // 2^17 (about 0.3 s of a core each here, and the journeys register and sign in hundreds of
    // times side by side); the API's passwords.test.ts proves the production cost.
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    // Every journey registers its own accounts from this one address.
    REGISTER_RATE_LIMIT_MAX: '100000',
    DEV_OUTBOX: 'true',
    // Journeys look for what they just posted on /home: 2 s of caching instead of 30 s keeps the
    // cache in play without making them wait out a stale page (settings.test.ts covers the TTL).
    PAGE_CACHE_TTL_MS: '2000',
  });
  project.provide('baseURL', server.baseURL);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
