import type { AdCard, Category, Country, HomePage, IndexPage, Region } from '@souq/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, test } from 'vitest';
import arAccounts from '../src/locales/ar/accounts.json';
import arCatalog from '../src/locales/ar/catalog.json';
import arCommon from '../src/locales/ar/common.json';
import arPages from '../src/locales/ar/pages.json';
import enAccounts from '../src/locales/en/accounts.json';
import enCatalog from '../src/locales/en/catalog.json';
import enCommon from '../src/locales/en/common.json';
import enPages from '../src/locales/en/pages.json';
import { type Lng, PASSWORD, pageAs, registerAccount } from './support/accounts.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Discovery end to end, in English and in Arabic, on the demo data: a first-time visitor lands on
// `/`, sees the live counts, picks Saudi Arabia → Riyadh → Vehicles, reaches /home with only
// matching ads, keeps the choice over a reload, signs in (the choice goes to the server and
// follows them to another device), opens the terms from the footer and writes to the team.
// Nothing here changes what another journey reads (each signs in as its own account): every test
// runs beside the others.

const texts = {
  en: { accounts: enAccounts, catalog: enCatalog, common: enCommon, pages: enPages },
  ar: { accounts: arAccounts, catalog: arCatalog, common: arCommon, pages: arPages },
} as const;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

const POLL = { timeout: 15_000, interval: 250 };

/** A signed-out page in `lng`, at the browser's own 1280×800 unless told. */
async function newPage(
  lng: Lng,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; context: BrowserContext }> {
  const page = await pageAs(session, null, lng, viewport);
  return { page, context: page.context() };
}

/** `data` of a public API call, in `lng`. */
async function apiGet<T>(
  expect: ExpectStatic,
  page: Page,
  path: string,
  lng: Lng,
  token?: string,
): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`, {
    headers: {
      'accept-language': lng,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const format = (lng: Lng, n: number) => new Intl.NumberFormat(lng).format(n);

/** Saudi Arabia, Riyadh and Vehicles, named in `lng`. */
async function place(expect: ExpectStatic, page: Page, lng: Lng) {
  const countries = await apiGet<Country[]>(expect, page, '/shared/countries', lng);
  const sa = countries.find((c) => c.code === 'SA')!;
  const regionsEn = await apiGet<Region[]>(expect, page, `/shared/regions/${sa.id}`, 'en');
  const riyadhId = regionsEn.find((r) => r.name === 'Riyadh')!.id;
  const regions = await apiGet<Region[]>(expect, page, `/shared/regions/${sa.id}`, lng);
  const riyadh = regions.find((r) => r.id === riyadhId)!;
  const categories = await apiGet<Category[]>(expect, page, '/categories', lng);
  const vehicles = categories.find((c) => c.slug === 'vehicles')!;
  const subs = await apiGet<Category[]>(expect, page, `/categories?parent_id=${vehicles.id}`, lng);
  return { sa, riyadh, vehicles, subIds: new Set(subs.map((c) => c.id)) };
}

describe.concurrent.each(['en', 'ar'] as const)('discovery in %s', (lng) => {
  const c = texts[lng].catalog;
  const common = texts[lng].common;
  const shot = (name: string) => screenshotPath(`discovery-${name}-${lng}`);

  test('landing → Saudi Arabia → Riyadh → Vehicles → home, kept over a reload and after signing in; terms and contact', async ({
    expect,
  }) => {
    const { page, context } = await newPage(lng);
    const { sa, riyadh, vehicles, subIds } = await place(expect, page, lng);

    // Landing: hero, search, the live counts of the database, top categories, login and sign-up.
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: c.landing.headline }).waitFor();
    const index = await apiGet<IndexPage>(expect, page, '/index-page', lng);
    expect(index.counts.ads).toBeGreaterThan(0);
    await page
      .getByTestId('live-count-ads')
      .getByText(format(lng, index.counts.ads), { exact: true })
      .waitFor();
    // Open jobs and live auctions are counted too (the demo data has some).
    expect(index.counts.jobs).toBeGreaterThan(0);
    for (const key of ['jobs', 'auctions'] as const) {
      await page
        .getByTestId(`live-count-${key}`)
        .getByText(format(lng, index.counts[key]), { exact: true })
        .waitFor();
    }
    await page.getByRole('link', { name: index.top_categories[0]!.name }).waitFor();
    expect(await page.getByRole('searchbox', { name: c.landing['search-label'] }).count()).toBe(1);
    expect(await page.getByRole('link', { name: common.nav.login }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: common.nav.signup }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.screenshot({ path: shot('landing'), fullPage: true });

    // The picker: country, then governorate, then category with its sub-categories.
    await page.getByRole('link', { name: c.landing.cta, exact: true }).click();
    await page.waitForURL('**/selectCategory**');
    await page.getByRole('button', { name: sa.name }).waitFor();
    await page.screenshot({ path: shot('select-country'), fullPage: true });
    await page.getByRole('button', { name: sa.name }).click();
    await page.getByRole('button', { name: riyadh.name, exact: true }).waitFor();
    await page.screenshot({ path: shot('select-region'), fullPage: true });
    await page.getByRole('button', { name: riyadh.name, exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^${vehicles.name}`) }).waitFor();
    await page.screenshot({ path: shot('select-category'), fullPage: true });
    await page.getByRole('button', { name: new RegExp(`^${vehicles.name}`) }).click();
    const allOf = c.select['all-of'].replace('{{parent}}', vehicles.name);
    await page.getByRole('button', { name: new RegExp(`^${allOf}`) }).waitFor();
    await page.screenshot({ path: shot('select-sub-category'), fullPage: true });
    await page.getByRole('button', { name: new RegExp(`^${allOf}`) }).click();
    await page.waitForURL('**/home');

    // Stored as the seed says: selection-storage with the three ids.
    const stored = await page.evaluate(() => localStorage.getItem('selection-storage'));
    expect(JSON.parse(stored!).state).toMatchObject({
      selectedCountry: { id: sa.id },
      selectedGovernorate: { id: riyadh.id },
      selectedCategory: { id: vehicles.id },
    });

    // Home: exactly the ads of Riyadh under Vehicles, as the API answers for that selection.
    const query = `country_id=${sa.id}&region_id=${riyadh.id}&category_id=${vehicles.id}`;
    const home = await apiGet<HomePage>(expect, page, `/home-page?${query}`, lng);
    expect(home.latest_ads.length).toBeGreaterThan(0);
    const check = (ad: AdCard) => {
      expect(ad.region.id).toBe(riyadh.id);
      expect(subIds.has(ad.category.id)).toBe(true);
    };
    home.latest_ads.forEach(check);
    home.featured_ads.forEach(check);
    const latest = page.getByTestId('home-latest');
    await latest.getByRole('heading', { name: c.home.latest }).waitFor();
    const shownIds = async () =>
      (await latest
        .locator('article a[href^="/ads/"]')
        .evaluateAll((links) =>
          links.map((a) => Number(a.getAttribute('href')!.split('/').pop())),
        )) as number[];
    expect(await shownIds()).toEqual(home.latest_ads.map((ad) => ad.id));
    // Jobs and live auctions of the selection show in their blocks, hidden while there are none.
    const blocks = [
      ['home-jobs', home.latest_jobs.length],
      ['home-auctions', home.live_auctions.length],
    ] as const;
    for (const [testId, items] of blocks) {
      expect(await page.getByTestId(testId).count()).toBe(items > 0 ? 1 : 0);
    }
    // The chip in the header shows the selection.
    const chip = page.getByRole('banner').getByTestId('selection-chip');
    // The header's chip is compact (flag and category); its title names the whole selection.
    expect(await chip.textContent()).toContain(vehicles.name);
    expect(await chip.getAttribute('title')).toContain(riyadh.name);
    await page.screenshot({ path: shot('home'), fullPage: true });

    // A reload keeps the selection.
    await page.reload();
    await latest.getByRole('heading', { name: c.home.latest }).waitFor();
    expect(await shownIds()).toEqual(home.latest_ads.map((ad) => ad.id));
    expect(await chip.getAttribute('title')).toContain(riyadh.name);

    // Signing in sends the selection to the server.
    const { email } = await registerAccount(`discovery-${lng}`, {
      name: lng === 'ar' ? 'سارة المكتشفة' : 'Sara Discovery',
      place: { countryId: sa.id, regionId: riyadh.id },
    });
    const a = texts[lng].accounts;
    await page.goto('/login');
    await page.getByRole('heading', { name: a.login.title }).waitFor();
    await page.getByLabel(a.fields.email).fill(email);
    await page.getByLabel(a.fields.password).fill(PASSWORD);
    await page.getByRole('button', { name: a.login.submit }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    await expect
      .poll(async () => {
        const { selection } = await apiGet<{ selection: { region: { id: number } | null } }>(
          expect,
          page,
          '/categories/select-category',
          lng,
          token,
        );
        return selection.region?.id ?? null;
      }, POLL)
      .toBe(riyadh.id);

    // Another device (an empty browser) signed in as the same user gets the same selection.
    const other = await newPage(lng);
    await other.page.goto('/');
    await other.page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, role: 'user' }));
    }, token);
    await other.page.goto('/home');
    const otherChip = other.page.getByRole('banner').getByTestId('selection-chip');
    await expect.poll(async () => otherChip.getAttribute('title'), POLL).toContain(riyadh.name);
    await other.context.close();

    // The terms page from the footer, in the page's language.
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: common.footer.terms }).click();
    await page.waitForURL('**/pages/terms');
    const terms = await apiGet<{ title: string }>(expect, page, '/shared/view-policy/terms', lng);
    await page.getByRole('heading', { level: 1, name: terms.title }).waitFor();

    // The contact form: a field error beside its field, then a message sent, a toast and a reset.
    const p = texts[lng].pages.contact;
    await page
      .getByRole('navigation', { name: common.nav.main })
      .getByRole('link', { name: common.nav.contact })
      .click();
    await page.getByRole('heading', { level: 1, name: p.title }).waitFor();
    await page.getByLabel(p.fields.name).fill(lng === 'ar' ? 'سارة' : 'Sara');
    await page.getByLabel(p.fields.email).fill(email);
    await page.getByLabel(p.fields.subject).fill(lng === 'ar' ? 'سؤال عن الإعلانات' : 'About ads');
    await page.getByLabel(p.fields.message).fill('short');
    await page.getByRole('button', { name: p.send }).click();
    await page.getByText(p.errors.message).waitFor();
    expect(await page.getByLabel(p.fields.message).getAttribute('aria-invalid')).toBe('true');
    await page
      .getByLabel(p.fields.message)
      .fill(
        lng === 'ar'
          ? 'كيف أجعل إعلاني مميزًا في الصفحة الرئيسية؟'
          : 'How do I get my ad featured on the home page?',
      );
    await page.getByRole('button', { name: p.send }).click();
    const sent =
      lng === 'ar'
        ? 'شكرًا لك! تم إرسال رسالتك وسنرد عليك عبر البريد الإلكتروني.'
        : 'Thank you! Your message has been sent. We will reply by e-mail.';
    await page.getByRole('alert').filter({ hasText: sent }).first().waitFor();
    expect(await page.getByLabel(p.fields.message).inputValue()).toBe('');
    expect(await page.getByLabel(p.fields.name).inputValue()).toBe('');
    await context.close();
  });

  test('an unknown static page shows the not-found page', async ({ expect }) => {
    const { page, context } = await newPage(lng);
    const { sa, riyadh } = await place(expect, page, lng);
    const { token } = await registerAccount(`pages-${lng}`, {
      name: 'Nadia Pages',
      place: { countryId: sa.id, regionId: riyadh.id },
    });
    await page.goto('/');
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, role: 'user' }));
    }, token);
    await page.goto('/pages/cookies');
    await page.getByRole('heading', { name: texts[lng].pages['not-found'].title }).waitFor();
    await context.close();
  });

  test('on a phone the menu shows the selection chip, which reopens the picker', async ({
    expect,
  }) => {
    const { page, context } = await newPage(lng, { width: 390, height: 844 });
    const { sa, riyadh, vehicles } = await place(expect, page, lng);
    await page.goto('/');
    await page.evaluate(
      (state) => localStorage.setItem('selection-storage', JSON.stringify({ state, version: 0 })),
      // Names in the other language on purpose: they are named again in the page's language.
      {
        selectedCountry: { id: sa.id, name: 'x' },
        selectedGovernorate: { id: riyadh.id, name: 'x' },
        selectedCategory: { id: vehicles.id, name: 'x' },
        namesLanguage: lng === 'ar' ? 'en' : 'ar',
      },
    );
    await page.goto('/home');
    await page.getByRole('button', { name: common.nav['open-menu'] }).click();
    const chip = page.getByRole('dialog').getByTestId('selection-chip');
    await expect.poll(async () => chip.textContent(), POLL).toContain(riyadh.name);
    expect(await chip.textContent()).toContain(vehicles.name);
    await page.screenshot({ path: shot('mobile-menu') });
    await chip.click();
    await page.waitForURL('**/selectCategory');
    await page.getByRole('heading', { level: 1, name: c.select.title }).waitFor();
    await page.screenshot({ path: shot('select-mobile'), fullPage: true });
    await context.close();
  });

  test('the landing search leads to the ads list searching for the text', async () => {
    const { page, context } = await newPage(lng);
    await page.goto('/');
    await page.getByRole('searchbox', { name: c.landing['search-label'] }).fill('camry');
    await page.getByRole('button', { name: c.landing.search, exact: true }).click();
    // The ads list is behind the login guard: the visitor is asked to sign in first, and the
    // search stays in the address they return to.
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/ads');
    await context.close();
  });
});
