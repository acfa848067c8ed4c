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
    DATA_DIR: join(tmpdir(), 'souq-api-test-data'),
    WEB_DIST_DIR: join(tmpdir(), 'souq-no-web-app'),
    ...env,
  });
  const database = await openTestDatabase(inject('databaseTemplate'));
  return buildApp({ config, database, logStream });
};
