import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { App } from '../app.ts';

const EN_TEXTS = '<link rel="modulepreload" crossorigin href="/assets/en-1a.js" data-lng="en">';
const AR_TEXTS = '<link rel="modulepreload" crossorigin href="/assets/ar-2b.js" data-lng="ar">';
const PAGE = `<!doctype html><html lang="en" dir="ltr"><head><title>Souq</title>\n    ${EN_TEXTS}\n    ${AR_TEXTS}</head></html>`;
const SCRIPT = 'console.log(1)';

let app: App;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'souq-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), PAGE);
  await writeFile(join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  // The siblings the web build writes beside each text file.
  const texts: [string, string][] = [
    ['index.html', PAGE],
    ['assets/main-abc123.js', SCRIPT],
  ];
  for (const [path, text] of texts) {
    await writeFile(join(dist, `${path}.br`), brotliCompressSync(text));
    await writeFile(join(dist, `${path}.gz`), gzipSync(text));
  }
  app = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

test('the web app is served at / and revalidated on every visit', async () => {
  const res = await app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<title>Souq</title>');
  expect(res.headers['cache-control']).toBe('no-cache');
});

test.each(['/ads/12', '/community/profile/3', '/some/unknown/page'])(
  'client routes such as %s get the web app, whose router answers them',
  async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  },
);

test('hashed assets are cached for a year', async () => {
  const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a hashed script carries the headers that apply to it; the page carries them all', async () => {
  const script = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  expect(script.headers['x-content-type-options']).toBe('nosniff');
  expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(script.headers['content-security-policy']).toBeUndefined();
  const page = await app.inject({ method: 'GET', url: '/' });
  expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  const svg = await app.inject({ method: 'GET', url: '/assets/logo.svg' });
  expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
});

test.each([
  ['GET', '/api/v1/nope'],
  ['GET', '/media/missing.webp'],
  ['POST', '/anything'],
])('%s %s is a JSON 404, never the web app', async (method, url) => {
  const res = await app.inject({ method: method as 'GET', url });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'http.not-found' });
});

test.each([
  ['br, gzip, deflate', 'br', brotliDecompressSync],
  ['gzip', 'gzip', gunzipSync],
])(
  'a script is sent pre-compressed to a client accepting %s, still cached for a year',
  async (accepted, encoding, decode) => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  },
);

test('a client accepting no compression gets the plain file, marked as varying by encoding', async () => {
  const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(res.body).toBe(SCRIPT);
});

test.each(['/', '/index.html', '/ads/12'])(
  'the page at %s is sent brotli-compressed and still revalidated on every visit',
  async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = brotliDecompressSync(res.rawPayload).toString();
    expect(page).toContain('<title>Souq</title>');
    expect(page).toContain(EN_TEXTS);
  },
);

test.each([
  ['/?lng=ar', {}],
  ['/ads/12', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' }],
])(
  'the page for an Arabic reader (%s) preloads only the Arabic texts and starts right to left',
  async (url, headers) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.body).toContain(AR_TEXTS);
    expect(res.body).not.toContain('data-lng="en"');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
  },
);

test.each([
  ['/', {}],
  ['/?lng=en', { 'accept-language': 'ar' }],
  ['/?lng=<script>', { 'accept-language': 'fr-FR,ar;q=0.5' }],
])('the page at %s preloads only the English texts', async (url, headers) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.body).toContain(EN_TEXTS);
  expect(res.body).not.toContain('data-lng="ar"');
  expect(res.body).toContain('<html lang="en" dir="ltr">');
});
