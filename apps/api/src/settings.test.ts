import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { expect, test } from 'vitest';
import { postAd } from '../test/ad-factories.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { startServer } from '../test/start-server.ts';
import type { App } from './app.ts';
import { loadConfig, SETTING_NAMES } from './config.ts';

// Documented settings whose effect no other test shows: each one changes what the server does.

test("the README's configuration table names exactly the settings the server reads", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
  const start = readme.indexOf('| `PORT`');
  const table = readme.slice(start, readme.indexOf('\n\n', start));
  const documented = [...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]);
  expect(new Set(documented)).toEqual(new Set(SETTING_NAMES));
});

const capturedLogs = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
};

test('LOG_LEVEL decides which lines are written', async () => {
  for (const [level, expected] of [
    ['info', true],
    ['warn', false],
  ] as const) {
    const logs = capturedLogs();
    const app = await buildTestApp({ LOG_LEVEL: level }, { logStream: logs.stream });
    try {
      await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(logs.lines.some((line) => line.includes('request completed'))).toBe(expected);
    } finally {
      await app.close();
    }
  }
});

test('PAGE_CACHE_TTL_MS keeps the home page from memory for that long, and says so', async () => {
  const latestIds = async (app: App) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/home-page' });
    return {
      cacheControl: res.headers['cache-control'],
      ids: (res.json().data.latest_ads as { id: number }[]).map((ad) => ad.id),
    };
  };
  for (const [ttl, maxAge, remembered] of [
    ['60000', 60, true],
    ['0', 0, false],
  ] as const) {
    const app = await buildTestApp({ PAGE_CACHE_TTL_MS: ttl });
    try {
      const { token } = await createUser(app);
      const before = await latestIds(app);
      expect(before.cacheControl).toBe(`public, max-age=${maxAge}`);
      const ad = await postAd(app, token);
      expect((await latestIds(app)).ids.includes(ad.id)).toBe(!remembered);
    } finally {
      await app.close();
    }
  }
});

test('HOST is the only interface listened on, and production starts without demo content', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'souq-settings-'));
  const server = await startServer({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.2',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  try {
    const { port } = new URL(server.baseURL);
    expect(server.baseURL).toBe(`http://127.0.0.2:${port}`);
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
    const ads = await fetch(`http://127.0.0.2:${port}/api/v1/advertisements`);
    expect(ads.status).toBe(200);
    expect(((await ads.json()) as { data: unknown[] }).data).toEqual([]);
    const outbox = await fetch(`http://127.0.0.2:${port}/api/v1/dev/outbox?email=a@b.co`);
    expect(outbox.status).toBe(404);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);

test('TRUST_PROXY takes a hop count or proxy addresses, never `true`', () => {
  expect(loadConfig({}).TRUST_PROXY).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, loopback' }).TRUST_PROXY).toEqual([
    '10.0.0.1',
    '192.168.0.0/16',
    'loopback',
  ]);
  expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" is not/);
  expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  expect(() => loadConfig({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY: a hop count is 1 to 10/);
});

test('PUBLIC_URL must be an http(s) address and loses its trailing slash', () => {
  expect(loadConfig({ PUBLIC_URL: 'https://souq.example/' }).PUBLIC_URL).toBe(
    'https://souq.example',
  );
  expect(() => loadConfig({ PUBLIC_URL: 'ftp://souq.example' })).toThrow(/PUBLIC_URL/);
  expect(() => loadConfig({ PUBLIC_URL: 'souq.example' })).toThrow(/PUBLIC_URL/);
});

test('ICE_SERVERS gives voice calls their STUN/TURN servers; none by default', async () => {
  expect(loadConfig({}).ICE_SERVERS).toEqual([]);
  const servers = [
    { urls: 'stun:stun.souq.example:3478' },
    { urls: ['turn:turn.souq.example:3478'], username: 'souq', credential: 's3cret' },
  ];
  const app = await buildTestApp({ ICE_SERVERS: JSON.stringify(servers) });
  try {
    const { token } = await createUser(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/chat/call-settings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toEqual({ data: { ice_servers: servers } });
  } finally {
    await app.close();
  }
  expect(() => loadConfig({ ICE_SERVERS: 'stun:stun.example.com' })).toThrow(/ICE_SERVERS/);
  expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(/ICE_SERVERS/);
});
