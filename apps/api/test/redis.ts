import { Redis } from 'ioredis';

/** The Redis the multi-instance tests share (this machine runs one on 6379). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when that Redis answers a PING; the tests that need it are skipped otherwise. */
export const redisAnswers = async (): Promise<boolean> => {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};
