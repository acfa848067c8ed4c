import type { Readiness, ReadinessCheck } from '@souq/contract';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/index.ts';

/** A dependency slower than this is as good as down for a load balancer. */
const CHECK_TIMEOUT_MS = 2_000;

/** How long a probe took, and whether it answered in time. */
const timed = async (probe: () => Promise<unknown>): Promise<ReadinessCheck> => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  const status = await Promise.race([probe(), timeout]).then(
    () => 'up' as const,
    () => 'down' as const,
  );
  clearTimeout(timer);
  return { status, duration_ms: Math.round(performance.now() - started) };
};

/** A PING, only on a live connection: ioredis would queue it while it reconnects. */
const pingRedis = async (redis: Redis) => {
  if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
  await redis.ping();
};

const failureCodes = {
  database: 'health.database-down',
  redis: 'health.redis-down',
  queue: 'health.queue-down',
} as const satisfies Record<keyof Readiness['checks'], MessageKey>;

export interface ReadinessReport {
  readiness: Readiness;
  /** The first dependency that failed, as its message code; null when ready. */
  failure: MessageKey | null;
}

/** Asks every dependency this instance needs to serve, side by side. */
export const checkReadiness = async ({
  database,
  redis,
  queueRunning,
}: {
  database: DatabaseHandle;
  redis: Redis | null;
  queueRunning: () => boolean;
}): Promise<ReadinessReport> => {
  const [databaseCheck, redisCheck, queueCheck] = await Promise.all([
    timed(() => database.ping()),
    redis ? timed(() => pingRedis(redis)) : undefined,
    timed(async () => {
      if (!queueRunning()) throw new Error('queue stopped');
    }),
  ]);
  const checks: Readiness['checks'] = {
    database: databaseCheck,
    ...(redisCheck ? { redis: redisCheck } : {}),
    queue: queueCheck,
  };
  const failed = (Object.keys(failureCodes) as (keyof typeof failureCodes)[]).find(
    (name) => checks[name]?.status === 'down',
  );
  return {
    readiness: { status: failed ? 'not_ready' : 'ready', checks },
    failure: failed ? failureCodes[failed] : null,
  };
};
