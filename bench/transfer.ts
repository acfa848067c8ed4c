import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildWebIfStale, startServer } from '../apps/api/test/start-server.ts';
import { machine, writeResult } from './lib.ts';

// Bytes on the wire for a first visit (empty cache) of each main route, signed in where the route
// is guarded, as Chromium's resource timing reports them: `transferSize` (headers included) and
// `encodedBodySize` (the body as sent, compressed or not), per kind of resource. Measured once as
// served (brotli) and once with compression refused, to show what the pre-compressed files save.

// The landing in both languages: an English page downloads no font, an Arabic one the Arabic face.
const ROUTES = ['/', '/?lng=ar', '/ads', '/community', '/login'];
const PASSWORD = 'amber57dune';

type Kind = 'script' | 'css' | 'font' | 'image' | 'api' | 'page' | 'other';
const kindOf = (url: string, initiator: string): Kind => {
  const path = new URL(url).pathname;
  if (initiator === 'navigation') return 'page';
  if (path.startsWith('/api/')) return 'api';
  if (/\.m?js$/.test(path)) return 'script';
  if (/\.css$/.test(path)) return 'css';
  if (/\.(woff2?|ttf)$/.test(path)) return 'font';
  if (/\.(webp|png|jpe?g|svg|avif|gif)$/.test(path) || path.startsWith('/media/')) return 'image';
  return 'other';
};

interface Entry {
  url: string;
  initiator: string;
  transfer: number;
  encoded: number;
}

// Typed here: the benchmarks compile without the DOM library.
type Timing = {
  name: string;
  initiatorType: string;
  transferSize: number;
  encodedBodySize: number;
};
type BrowserGlobals = {
  performance: { getEntriesByType(type: string): Timing[] };
  localStorage: { setItem(key: string, value: string): void };
};

const entriesOf = (page: Page): Promise<Entry[]> =>
  page.evaluate(() => {
    const { performance } = globalThis as unknown as BrowserGlobals;
    return performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .map((e) => ({
        url: e.name,
        initiator: e.initiatorType,
        transfer: e.transferSize,
        encoded: e.encodedBodySize,
      }));
  });

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export const benchTransfer = async () => {
  buildWebIfStale();
  const dataDir = await mkdtemp(join(tmpdir(), 'souq-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const setup = await browser.newContext({ baseURL: server.baseURL });
    const countries = await (await setup.request.get('/api/v1/shared/countries')).json();
    const sa = countries.data.find((c: { code: string }) => c.code === 'SA');
    const regions = await (await setup.request.get(`/api/v1/shared/regions/${sa.id}`)).json();
    const registered = await setup.request.post('/api/v1/register-user', {
      data: {
        name: 'Bench Visitor',
        email: `bench.${Date.now()}@example.com`,
        phone: '0551234567',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        country_id: sa.id,
        region_id: regions.data[0].id,
      },
    });
    const token: string = (await registered.json()).data.token;
    await setup.close();

    const results = [];
    for (const compressed of [true, false]) {
      for (const route of ROUTES) {
        const context = await browser.newContext({
          baseURL: server.baseURL,
          viewport: { width: 1366, height: 800 },
          ...(compressed ? {} : { extraHTTPHeaders: { 'accept-encoding': 'identity' } }),
        });
        const path = route.split('?')[0];
        if (path !== '/' && path !== '/login') {
          await context.addInitScript((t) => {
            const { localStorage } = globalThis as unknown as BrowserGlobals;
            localStorage.setItem('token', t);
            localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, role: 'user' }));
          }, token);
        }
        const page = await context.newPage();
        await page.goto(route, { waitUntil: 'networkidle' });
        const entries = await entriesOf(page);
        const byKind: Record<string, { transfer_kb: number; encoded_kb: number }> = {};
        for (const e of entries) {
          const kind = kindOf(e.url, e.initiator);
          const sum = byKind[kind] ?? { transfer_kb: 0, encoded_kb: 0 };
          byKind[kind] = sum;
          sum.transfer_kb += e.transfer;
          sum.encoded_kb += e.encoded;
        }
        for (const sum of Object.values(byKind)) {
          sum.transfer_kb = kb(sum.transfer_kb);
          sum.encoded_kb = kb(sum.encoded_kb);
        }
        results.push({
          route,
          compressed,
          requests: entries.length,
          transfer_kb: kb(entries.reduce((n, e) => n + e.transfer, 0)),
          encoded_kb: kb(entries.reduce((n, e) => n + e.encoded, 0)),
          by_kind: byKind,
        });
        await context.close();
      }
    }
    const path = await writeResult('transfer', {
      date: new Date().toISOString(),
      machine: machine(),
      results,
    });
    console.table(
      results.map((r) => ({
        route: r.route,
        compressed: r.compressed,
        requests: r.requests,
        'total KB': r.transfer_kb,
        'JS KB': r.by_kind.script?.transfer_kb ?? 0,
        'CSS KB': r.by_kind.css?.transfer_kb ?? 0,
        'fonts KB': r.by_kind.font?.transfer_kb ?? 0,
        'images KB': r.by_kind.image?.transfer_kb ?? 0,
        'API KB': r.by_kind.api?.transfer_kb ?? 0,
      })),
    );
    console.log(`→ ${path}`);
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};
