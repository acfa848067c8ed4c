import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Every route of the router, in English and Arabic, on a 360 px phone and a 1366 px desktop:
// no page is wider than the viewport, and axe-core finds no serious or critical violation.
// One browser context per language and width; the public and sign-in pages are visited signed
// out, then the session is stored once and the guarded pages follow.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'desert42rose';
const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

let session: BrowserSession;
let baseURL: string;
let axeSource: string;
let token: string;
let adId: number;
let auctionId: number;
let jobId: number;
let postId: number;
let userId: number;

async function api<T>(path: string, init: RequestInit = {}, auth?: string): Promise<T> {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
  });
  expect(response.ok, `${path} → ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

beforeAll(async () => {
  session = await launchBrowser();
  baseURL = inject('baseURL');
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const countries = await api<{ data: Array<{ id: number; code: string }> }>('/shared/countries');
  const countryId = countries.data.find((c) => c.code === 'SA')!.id;
  const regions = await api<{ data: Array<{ id: number }> }>(`/shared/regions/${countryId}`);
  const regionId = regions.data[0]!.id;
  const registered = await api<{ data: { token: string; user: { id: number } } }>(
    '/register-user',
    {
      method: 'POST',
      body: JSON.stringify({
        name: `Route Walker ${run}`,
        email: `routes.${run}@example.com`,
        phone: '0551234567',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        country_id: countryId,
        region_id: regionId,
      }),
    },
  );
  token = registered.data.token;
  userId = registered.data.user.id;
  const ads = await api<{ data: Array<{ id: number }> }>('/advertisements');
  adId = ads.data[0]!.id;
  const auctions = await api<{ data: Array<{ id: number }> }>('/auctions');
  auctionId = auctions.data[0]?.id ?? 1;
  const jobs = await api<{ data: Array<{ id: number }> }>('/jobs');
  jobId = jobs.data[0]?.id ?? 1;
  const post = await api<{ data: { id: number } }>(
    '/posts/create',
    {
      method: 'POST',
      body: JSON.stringify({
        content: `Every route ${run}`,
        country_id: countryId,
        region_id: regionId,
      }),
    },
    token,
  );
  postId = post.data.id;
});

afterAll(async () => {
  await session?.close();
});

const PUBLIC = ['/', '/selectCategory', '/home', '/contact', '/no-such-page'];
const SIGN_IN = [
  '/login',
  '/register',
  '/forget-password',
  '/verification-code',
  '/reset-password',
];
const guarded = () => [
  '/chat',
  '/profile',
  '/jobs',
  `/jobs/${jobId}`,
  `/jobs/${jobId}/applyJob`,
  '/addOpportunity',
  `/opportunities/${jobId}`,
  '/profile?tab=my-opportunity',
  '/auctions',
  '/add_auction',
  '/auctions?state=ended',
  `/auction/${auctionId}`,
  `/view-auction/${auctionId}`,
  '/profile?tab=my-auction',
  '/ads',
  `/ads/${adId}`,
  '/AddAds',
  `/view-ads/${adId}`,
  '/pages/terms',
  '/pages/privacy',
  '/pages/about',
  '/wish-list',
  '/referrals',
  '/profile?tab=referrals',
  '/community',
  `/community/stories/${postId}`,
  `/community/profile/${userId}`,
  `/community/reels/${postId}`,
];

interface AxeResult {
  id: string;
  impact: string | null;
  nodes: Array<{ target: unknown[] }>;
}

/** What is wrong with the page at `path`, as lines to print (none when it passes). */
async function check(page: Page, path: string, label: string): Promise<string[]> {
  const problems: string[] = [];
  // The app's document has a title and a language. A parallel build of the web app (another
  // suite's global setup) can swap the files under the server for a moment: load it again then.
  const appeared = async () =>
    page
      .waitForFunction(
        () => document.title !== '' && document.documentElement.lang !== '',
        undefined,
        { timeout: 5_000 },
      )
      .then(() => true)
      .catch(() => false);
  let loaded = false;
  for (let attempt = 0; attempt < 3 && !loaded; attempt++) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    loaded = await appeared();
  }
  if (!loaded) {
    const text = await page.evaluate(() => document.body?.textContent?.slice(0, 200) ?? '');
    problems.push(`${label} ${path}: no document title or language (${text})`);
  }
  // Skeletons are gone once the page has rendered its content.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  await page.waitForTimeout(200);
  if (path === '/profile' || path.startsWith('/ads/'))
    await page.screenshot({ path: screenshotPath(`every-route-${label}-${path.split('/')[1]}`) });
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  if (widths.scroll > widths.inner) {
    problems.push(`${label} ${path}: page ${widths.scroll}px wide in a ${widths.inner}px viewport`);
    await page.screenshot({
      path: screenshotPath(`every-route-wide-${label}-${path.replace(/\W+/g, '_')}`),
      fullPage: true,
    });
  }
  const violations = await page.evaluate(async (source) => {
    const w = window as unknown as { axe?: unknown };
    if (!w.axe) new Function(source)();
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: AxeResult[] }> } }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  }, axeSource);
  for (const v of violations)
    problems.push(`${label} ${path}: ${v.impact} ${v.id} → ${v.targets.slice(0, 5).join(' | ')}`);
  return problems;
}

// The two widths of a language walk side by side (each in its own context): most of a walk is
// waiting for the network to go quiet.
describe.each(['en', 'ar'] as const)('every route in %s', (lng) => {
  test.concurrent.each(WIDTHS)(
    '$name: no page wider than the viewport, no serious axe violation',
    async (viewport) => {
      const { page, context } = await session.newPage({ viewport });
      await context.addInitScript((language) => {
        localStorage.setItem('i18nextLng', language);
      }, lng);
      const label = `${lng}-${viewport.name}`;
      const problems: string[] = [];
      for (const path of [...PUBLIC, ...SIGN_IN])
        problems.push(...(await check(page, path, label)));
      await page.evaluate((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, role: 'user' }));
      }, token);
      for (const path of guarded()) problems.push(...(await check(page, path, label)));
      await context.close();
      if (problems.length) console.log(problems.join('\n'));
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
