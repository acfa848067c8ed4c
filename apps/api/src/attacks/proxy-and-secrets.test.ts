import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Ad } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postAd } from '../../test/ad-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, type TestAccount, uniqueEmail } from '../../test/factories.ts';
import type { App } from '../app.ts';
import { loadConfig } from '../config.ts';

// Attacks on what the server believes about a request (its client's address, its host) and on
// what it lets out (reset codes in logs or through the dev outbox, the API budget spent on files).

const PROXY = '10.0.0.1';
const contactMessage = {
  name: 'Sara',
  email: 'sara@example.com',
  subject: 'A question',
  message: 'How do I feature my ad on the home page?',
};

/** Sends `count` requests, each claiming another client address; returns their statuses. */
const fromForgedAddresses = async (
  app: App,
  count: number,
  request: (i: number) => { method: 'GET' | 'POST'; url: string; payload?: object },
  remoteAddress = '127.0.0.1',
) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      ...request(i),
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
};

const wrongLogin = (i: number) => ({
  method: 'POST' as const,
  url: '/api/v1/login',
  payload: { email: `nobody${i}.${uniqueEmail()}`, password: 'Wrong-Password-1' },
});
const contact = () => ({
  method: 'POST' as const,
  url: '/api/v1/contact',
  payload: contactMessage,
});
const viewsAfterForgedVisits = async (app: App, ad: Ad, remoteAddress: string) => {
  await fromForgedAddresses(
    app,
    4,
    () => ({ method: 'GET', url: `/api/v1/advertisements/details/${ad.id}` }),
    remoteAddress,
  );
  const res = await app.inject({ method: 'GET', url: `/api/v1/advertisements/details/${ad.id}` });
  return (res.json() as { data: Ad }).data.views;
};

const limits = { AUTH_RATE_LIMIT_MAX: '1', CONTACT_RATE_LIMIT_MAX: '2' };

describe('forwarded headers', () => {
  let direct: App;
  let proxied: App;
  let seller: TestAccount;
  beforeAll(async () => {
    direct = await buildTestApp(limits);
    proxied = await buildTestApp({ ...limits, TRUST_PROXY: PROXY });
    seller = await createUser(direct);
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  test('a forged X-Forwarded-For does not escape the sign-in limit when no proxy is trusted', async () => {
    const statuses = await fromForgedAddresses(direct, 6, wrongLogin);
    expect(statuses.at(-1)).toBe(429);
  });

  test('a forged X-Forwarded-For does not escape the contact-form limit', async () => {
    expect(await fromForgedAddresses(direct, 3, contact)).toEqual([200, 200, 429]);
  });

  test('a forged X-Forwarded-For does not inflate an ad’s views', async () => {
    const ad = await postAd(direct, seller.token);
    expect(await viewsAfterForgedVisits(direct, ad, '127.0.0.1')).toBe(1);
  });

  test('X-Forwarded-For from a client that is not the named proxy is ignored', async () => {
    expect(await fromForgedAddresses(proxied, 3, contact, '192.0.2.50')).toEqual([200, 200, 429]);
  });

  test('behind the proxy named by TRUST_PROXY each forwarded client has its own limits and views', async () => {
    expect(await fromForgedAddresses(proxied, 6, wrongLogin, PROXY)).not.toContain(429);
    expect(await fromForgedAddresses(proxied, 3, contact, PROXY)).toEqual([200, 200, 200]);
    const owner = await createUser(proxied);
    const ad = await postAd(proxied, owner.token);
    expect(await viewsAfterForgedVisits(proxied, ad, PROXY)).toBe(5);
  });

  test('with TRUST_PROXY=1 the one proxy in front is believed, a client’s extra hops are not', async () => {
    const oneHop = await buildTestApp({ ...limits, TRUST_PROXY: '1' });
    try {
      const contactVia = async (forwardedFor: (i: number) => string) => {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++) {
          const headers = { 'x-forwarded-for': forwardedFor(i) };
          const res = await oneHop.inject({ ...contact(), remoteAddress: '192.0.2.50', headers });
          statuses.push(res.statusCode);
        }
        return statuses;
      };
      // Three clients seen by the proxy: each has its own limit.
      expect(await contactVia((i) => `203.0.113.${i + 1}`)).toEqual([200, 200, 200]);
      // One client writing its own hops before the proxy's entry: still one client.
      expect(await contactVia((i) => `198.51.100.${i + 1}, 203.0.113.9`)).toEqual([200, 200, 429]);

      const owner = await createUser(oneHop);
      await postAd(oneHop, owner.token);
      const res = await oneHop.inject({
        method: 'GET',
        url: '/api/v1/advertisements',
        headers: { host: 'internal:3000', 'x-forwarded-host': 'souq.example' },
      });
      expect(res.body).toContain('//souq.example/media/');
      expect(res.body).not.toContain('internal:3000');
    } finally {
      await oneHop.close();
    }
  });

  test('a forged X-Forwarded-Host never appears in image URLs of cacheable pages', async () => {
    await postAd(direct, seller.token);
    for (const [app, remoteAddress] of [
      [direct, '127.0.0.1'],
      [proxied, '192.0.2.50'],
    ] as const) {
      for (const url of ['/api/v1/home-page', '/api/v1/advertisements']) {
        const res = await app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: {
            host: 'souq.example',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'https',
          },
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('evil.example');
        if (app === direct) expect(res.body).toContain('"http://souq.example/media/');
      }
    }
  });
});

describe('PUBLIC_URL', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: 'https://www.souq.example/' });
  });
  afterAll(async () => app?.close());

  test('image URLs are built on PUBLIC_URL whatever host the request names', async () => {
    const { token } = await createUser(app);
    const ad = await postAd(app, token);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/advertisements/details/${ad.id}`,
      headers: { host: 'evil.example' },
    });
    const body = res.json() as { data: Ad };
    expect(body.data.photos.length).toBeGreaterThan(0);
    expect(res.body).not.toContain('evil.example');
    for (const photo of body.data.photos) {
      expect(photo.url).toMatch(/^https:\/\/www\.souq\.example\/media\//);
      expect(photo.thumb_url).toMatch(/^https:\/\/www\.souq\.example\/media\//);
    }
  });
});

describe('secrets', () => {
  test('a reset code appears in no log line, even at trace level', async () => {
    let logged = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream });
    try {
      const { email } = await createUser(app);
      await app.inject({ method: 'POST', url: '/api/v1/send_code', payload: { email } });
      const outbox = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?email=${email}` });
      const code = /\b(\d{6})\b/.exec(outbox.json().data[0].body)![1]!;
      await app.inject({ method: 'POST', url: '/api/v1/verify_code', payload: { email, code } });
      expect(logged).toContain('e-mail kept in the outbox');
      expect(logged).not.toContain(code);
    } finally {
      await app.close();
    }
  });

  test('the dev outbox is off unless DEV_OUTBOX enables it', async () => {
    expect(loadConfig({}).DEV_OUTBOX).toBe(false);
    const app = await buildTestApp({ DEV_OUTBOX: '' });
    try {
      const { email } = await createUser(app);
      await app.inject({ method: 'POST', url: '/api/v1/send_code', payload: { email } });
      const res = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?email=${email}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/\d{6}/);
    } finally {
      await app.close();
    }
  });

  test('production refuses to start with DEV_OUTBOX', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(
      /DEV_OUTBOX: cannot be enabled in production/,
    );
  });

  describe('with DEV_OUTBOX', () => {
    let app: App;
    let email: string;
    beforeAll(async () => {
      app = await buildTestApp({ DEV_OUTBOX: 'true', TRUST_PROXY: PROXY });
      ({ email } = await createUser(app));
      await app.inject({ method: 'POST', url: '/api/v1/send_code', payload: { email } });
    });
    afterAll(async () => app?.close());
    const outboxFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/dev/outbox?email=${email}`,
        remoteAddress,
        headers,
      });

    test('a client on another machine gets 404, even through the trusted proxy', async () => {
      for (const res of [
        await outboxFrom('203.0.113.9'),
        await outboxFrom(PROXY, { 'x-forwarded-for': '127.0.0.1' }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('http.not-found');
      }
    });

    test('a loopback client reads the e-mailed code', async () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const res = await outboxFrom(address);
        expect(res.statusCode).toBe(200);
        expect(res.json().data[0].body).toMatch(/\b\d{6}\b/);
      }
    });
  });
});

describe('static files and the API budget', () => {
  let app: App;
  let dist: string;
  let dataDir: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'souq-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Souq</title>');
    await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    dataDir = await mkdtemp(join(tmpdir(), 'souq-data-'));
    await mkdir(join(dataDir, 'media', 'ads'), { recursive: true });
    await writeFile(join(dataDir, 'media', 'ads', 'photo-400.webp'), 'webp');
    app = await buildTestApp({ RATE_LIMIT_MAX: '3', WEB_DIST_DIR: dist, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  test('fifty page, asset and media requests leave the API budget whole', async () => {
    const urls = ['/', '/ads/12', '/assets/main-abc123.js', '/media/ads/photo-400.webp', '/login'];
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({ method: 'GET', url: urls[i % urls.length]! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const api = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-ratelimit-remaining']).toBe('2');
  });
});
