import type { Redis } from 'ioredis';

type QueuedCommands = { toArray(): Array<{ command: { promise: Promise<unknown> } }> };

/**
 * QUIT when connected, so pending replies arrive first; otherwise drop the connection at once: a
 * QUIT queued behind commands waiting for an unreachable Redis would wait for it forever, and the
 * app would never finish closing. Dropping it rejects those queued commands (the Socket.IO
 * adapter's subscriptions), whose callers are closing with the app: their rejections are expected.
 */
export const closeRedis = async (client: Redis): Promise<void> => {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
    return;
  }
  const queued = (client as unknown as { offlineQueue: QueuedCommands }).offlineQueue;
  for (const { command } of queued.toArray()) command.promise.catch(() => {});
  client.disconnect();
};
