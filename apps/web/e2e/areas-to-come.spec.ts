import type { Country, Region } from '@souq/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import arJobs from '../src/locales/ar/jobs.json';
import arPages from '../src/locales/ar/pages.json';
import enJobs from '../src/locales/en/jobs.json';
import enPages from '../src/locales/en/pages.json';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Jobs and auctions have not landed: their forms say "coming soon" in the product's voice, and
// the pages of a single job or auction (none exists yet) are the not-found page.

const texts = {
  en: { jobs: enJobs, pages: enPages },
  ar: { jobs: arJobs, pages: arPages },
} as const;
type Lng = keyof typeof texts;

let session: BrowserSession;
let token: string;
beforeAll(async () => {
  session = await launchBrowser();
  const { page, context } = await session.newPage();
  const data = async <T>(response: Promise<import('playwright-core').APIResponse>) =>
    ((await (await response).json()) as { data: T }).data;
  const sa = (await data<Country[]>(page.request.get('/api/v1/shared/countries'))).find(
    (c) => c.code === 'SA',
  )!;
  const [region] = await data<Region[]>(page.request.get(`/api/v1/shared/regions/${sa.id}`));
  const password = 'amber57dune';
  const registered = await page.request.post('/api/v1/register-user', {
    data: {
      name: 'Layla Soon',
      email: `soon.${Date.now().toString(36)}@example.com`,
      phone: '0551234567',
      password,
      password_confirmation: password,
      country_id: sa.id,
      region_id: region!.id,
    },
  });
  expect(registered.status()).toBe(201);
  token = ((await registered.json()) as { data: { token: string } }).data.token;
  await context.close();
});
afterAll(() => session?.close());

async function signedInPage(lng: Lng, viewport?: { width: number; height: number }) {
  const { page, context } = await session.newPage(viewport ? { viewport } : {});
  await context.addInitScript(
    ({ token, lng }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, role: 'user' }));
      localStorage.setItem('i18nextLng', lng);
    },
    { token, lng },
  );
  return { page, context };
}

const bodyText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

describe.each(['en', 'ar'] as const)('jobs and auctions before they land (%s)', (lng) => {
  const t = texts[lng];

  test.each([
    ['/addOpportunity', t.jobs.soon],
  ])('%s says the area is coming soon, with a way back', async (path, soon) => {
    const { page, context } = await signedInPage(lng, { width: 390, height: 844 });
    await page.goto(path);
    await page.getByText(soon.title).waitFor();
    expect(await page.getByText(soon.description).count()).toBe(1);
    expect(await page.getByRole('link', { name: soon.back }).count()).toBe(1);
    expect(await bodyText(page)).not.toMatch(/server|الخادم/i);
    await page.screenshot({ path: screenshotPath(`coming-soon${path.replace('/', '-')}-${lng}`) });
    await context.close();
  });

  test.each(['/jobs/1', '/jobs/1/applyJob', '/opportunities/1'])(
    '%s, an id that does not exist, is the not-found page',
    async (path) => {
      const { page, context } = await signedInPage(lng);
      await page.goto(path);
      await page.getByRole('heading', { name: t.pages['not-found'].title }).waitFor();
      expect(await page.getByText(t.pages['not-found'].description).count()).toBe(1);
      expect(await bodyText(page)).not.toMatch(/No applicants|No bids|متقدمون|مزايدات/);
      await context.close();
    },
  );
});
