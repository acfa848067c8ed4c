import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../test/start-server.ts';

// The real process, as `npm start` runs it (embedded database, whatever DATABASE_URL says): lock,
// port, clean shutdown, restart on the same data.
const embedded = { DATABASE_URL: '' };
let dataDir: string;
let first: RunningServer;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'souq-server-test-'));
  first = await startServer({ ...embedded, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
}, 90_000);
afterAll(async () => {
  await first?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('a second server on the same data directory stops with a clear message', async () => {
  await expect(startServer({ ...embedded, DATA_DIR: dataDir })).rejects.toThrow(
    /Another Souq server \(pid \d+\) is already using the data directory/,
  );
});

test('a taken port stops the server with a clear message', async () => {
  const port = new URL(first.baseURL).port;
  const otherDir = await mkdtemp(join(tmpdir(), 'souq-server-test-'));
  try {
    await expect(startServer({ ...embedded, DATA_DIR: otherDir, PORT: port })).rejects.toThrow(
      `Port ${port} is already in use`,
    );
  } finally {
    await rm(otherDir, { recursive: true, force: true });
  }
}, 60_000);

test('Ctrl-C closes cleanly and the next start finds its data intact', async () => {
  const res = await fetch(`${first.baseURL}/api/v1/shared/countries`);
  const before = ((await res.json()) as { data: unknown[] }).data.length;
  expect(await first.stop()).toBe(0);
  expect(existsSync(join(dataDir, 'souq.lock'))).toBe(false);

  first = await startServer({ ...embedded, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const health = await fetch(`${first.baseURL}/api/v1/health`);
  expect(health.status).toBe(200);
  const again = await fetch(`${first.baseURL}/api/v1/shared/countries`);
  expect(((await again.json()) as { data: unknown[] }).data).toHaveLength(before);
}, 60_000);
