import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The whole app on its own copy of the migrated, seeded database (PGlite, or PostgreSQL when
 * DATABASE_URL is set). Close it in `afterAll`. Logs are silent unless `LOG_LEVEL` is given
 * (to `logStream` when given); the dev outbox is on, as in `npm run dev`.
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
) => {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'souq-api-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    REGISTER_RATE_LIMIT_MAX: '100000',
    // Per-account limits of cheap writes: suites make hundreds; attacks/channels-abuse.test.ts
    // sets them low to prove them.
    CHANNEL_CREATE_RATE_LIMIT_MAX: '100000',
    CHANNEL_MEMBER_RATE_LIMIT_MAX: '100000',
    WISHLIST_TOGGLE_RATE_LIMIT_MAX: '100000',
    // 2^10 (the lowest the config takes) instead of 2^17: suites register thousands of accounts,
    // 1.4 ms a hash here against 25 ms at 2^14 (passwords.test.ts proves 17).
    PASSWORD_HASH_COST: '10',
    DEV_OUTBOX: 'true',
    // A directory of its own: files running side by side (and the PostgreSQL run beside the
    // PGlite one) would otherwise see each other's uploads in tests that list the media folder.
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(tmpdir(), 'souq-no-web-app'),
    ...env,
  });
  const database = await openTestDatabase(inject('databaseTemplate'));
  const app = await buildApp({ config, database, logStream });
  if (!env.DATA_DIR)
    app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  return app;
};
