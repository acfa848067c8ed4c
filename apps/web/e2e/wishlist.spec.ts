import type { Page } from 'playwright-core';
import { afterAll, beforeAll, type ExpectStatic, test } from 'vitest';
import arAccounts from '../src/locales/ar/accounts.json';
import arAds from '../src/locales/ar/ads.json';
import arCommon from '../src/locales/ar/common.json';
import arWishlist from '../src/locales/ar/wishlist.json';
import enAccounts from '../src/locales/en/accounts.json';
import enAds from '../src/locales/en/ads.json';
import enCommon from '../src/locales/en/common.json';
import enWishlist from '../src/locales/en/wishlist.json';
import {
  type Account,
  api,
  DESKTOP,
  demoCategory,
  demoPlace,
  type Lng,
  PASSWORD,
  PHONE,
  picture,
  postAd,
  registerAccount,
  run,
  pageAs as signedInPage,
} from './support/accounts.ts';
import { overflow, seriousViolations } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// The wish list end to end, in English and in Arabic side by side: a person saves someone's ad,
// a company's job and an auction from their pages (made through the API), the header counts them,
// /wish-list shows them in its tabs, one is removed from its card and is still gone after a
// reload; the list and the profile's wishlist tab at 1366 px and 360 px, no wider than the
// screen, no serious axe violation.

const texts = {
  en: { ads: enAds, common: enCommon, w: enWishlist, acc: enAccounts },
  ar: { ads: arAds, common: arCommon, w: arWishlist, acc: arAccounts },
} as const;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function inspect(expect: ExpectStatic, page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => overflow(page), { message: `${name} is wider than the screen`, timeout: 5_000 })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
  expect(await seriousViolations(page), name).toEqual([]);
}

/** A job of `company`'s and an auction of `seller`'s, through the API. */
async function postJobAndAuction(
  expect: ExpectStatic,
  company: Account,
  seller: Account,
  lng: Lng,
) {
  const { countryId, regionId } = await demoPlace();
  const jobs = await demoCategory('jobs');
  const job = await api<{ data: { id: number } }>('/jobs/create', {
    method: 'POST',
    token: company.token,
    body: JSON.stringify({
      title: `Warehouse lead ${run}${lng}`,
      description: 'Run the evening shift of a busy warehouse.',
      job_type: 'full_time',
      category_id: jobs.firstChildId,
      country_id: countryId,
      region_id: regionId,
      deadline: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    }),
  });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  const category = await demoCategory('fashion-beauty');
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: `Vintage watch ${run}${lng}`,
    description: 'A 1970s automatic watch, serviced last year.',
    category_id: category.firstChildId,
    country_id: countryId,
    region_id: regionId,
    starting_price: '200',
    min_increment: '10',
    ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  })) {
    form.append(key, String(value));
  }
  const png = await picture(320, 240, '#b45309');
  form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'watch.png');
  const auction = await api<{ data: { id: number } }>('/auctions/create', {
    method: 'POST',
    token: seller.token,
    body: form,
  });
  expect(auction.status, JSON.stringify(auction.body)).toBe(201);
  return { jobId: job.body.data.id, auctionId: auction.body.data.id };
}

test.concurrent.for(['en', 'ar'] as const)(
  'save an ad, a job and an auction, see them in the tabs, remove one (%s)',
  { timeout: 90_000 },
  async (lng: Lng, { expect }) => {
    const { ads: a, common: c, w, acc } = texts[lng];
    const titles = {
      ad: `Leather sofa ${run}${lng}`,
      job: `Warehouse lead ${run}${lng}`,
      auction: `Vintage watch ${run}${lng}`,
    };
    const [seller, company, saver] = await Promise.all([
      registerAccount(`WishSeller${lng}`),
      registerAccount(`WishCompany${lng}`, { type: 'company' }),
      registerAccount(`Saver${lng}`),
    ]);
    const adId = await postAd(seller, titles.ad);
    const { jobId, auctionId } = await postJobAndAuction(expect, company, seller, lng);

    const page = await signedInPage(session, saver, lng, DESKTOP);
    const count = page.getByTestId('wishlist-count');
    for (const [kind, path, title] of [
      ['ad', `/ads/${adId}`, titles.ad],
      ['job', `/jobs/${jobId}`, titles.job],
      ['auction', `/auction/${auctionId}`, titles.auction],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      // The item's own heart comes before those of similar items below it.
      const heart = page.getByRole('button', { name: c.saved.save, exact: true }).first();
      await expect.poll(() => heart.isEnabled()).toBe(true);
      const saved = page.waitForResponse((r) => r.url().endsWith('/wishlist/toggle'));
      await heart.click();
      // Filled at once, and kept by the server.
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      expect((await saved).status()).toBe(200);
      await inspect(expect, page, `wishlist-saved-${kind}-1366-${lng}`);
    }
    await expect.poll(() => count.textContent()).toBe('3');

    await page.goto('/wish-list');
    await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
    for (const title of Object.values(titles)) {
      await page.getByRole('link', { name: title }).waitFor();
    }
    await inspect(expect, page, `wishlist-all-1366-${lng}`);
    for (const [tab, title] of [
      [w.tabs.ad, titles.ad],
      [w.tabs.job, titles.job],
      [w.tabs.auction, titles.auction],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('link', { name: title }).waitFor();
      // The tab's own page replaces the previous one's a moment after the click.
      await expect.poll(() => page.getByRole('tabpanel').getByRole('listitem').count()).toBe(1);
    }

    // Removed from its card: gone at once, and still gone after a reload.
    const card = page.getByRole('article').filter({ hasText: titles.auction });
    const removed = page.waitForResponse((r) => r.url().endsWith('/wishlist/toggle'));
    await card.getByRole('button', { name: c.saved.save }).click();
    await expect.poll(() => page.getByRole('link', { name: titles.auction }).count()).toBe(0);
    expect((await removed).status()).toBe(200);
    await page.getByText(w.empty).waitFor();
    await expect.poll(() => count.textContent()).toBe('2');
    await page.reload();
    // The chosen tab is kept in the address: the auctions again, still empty.
    await page.getByText(w.empty).waitFor();
    expect(
      await page.getByRole('tab', { name: w.tabs.auction }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.getByRole('tab', { name: w.tabs.all }).click();
    await page.getByRole('link', { name: titles.ad }).waitFor();
    await page.getByRole('link', { name: titles.job }).waitFor();
    expect(await page.getByRole('link', { name: titles.auction }).count()).toBe(0);
    await page.close();

    // The seller sees how many saved the ad on its owner view.
    const owner = await signedInPage(session, seller, lng, DESKTOP);
    await owner.goto(`/view-ads/${adId}`);
    const saves = owner.locator('dl > div').filter({ hasText: a.owner.saves }).locator('dd');
    await saves.waitFor();
    expect(await saves.textContent()).toMatch(/^(1|١)$/);
    await owner.close();

    // A phone: the list and the profile's wishlist tab.
    const phone = await signedInPage(session, saver, lng, PHONE);
    await phone.goto(`/ads/${adId}`);
    await phone.getByRole('heading', { name: titles.ad, level: 1 }).waitFor();
    await inspect(expect, phone, `wishlist-saved-ad-360-${lng}`);
    await phone.goto('/wish-list');
    await phone.getByRole('link', { name: titles.ad }).waitFor();
    await inspect(expect, phone, `wishlist-all-360-${lng}`);
    // The four filters wrap rather than scroll: each one is whole on the screen.
    const tabBoxes = await phone
      .getByRole('tablist', { name: w.tabs.label })
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect()));
    expect(tabBoxes).toHaveLength(4);
    for (const box of tabBoxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    }
    await phone.goto('/profile?tab=wishlist');
    await phone.getByRole('link', { name: titles.job }).waitFor();
    await inspect(expect, phone, `wishlist-profile-360-${lng}`);

    // "My account": the password changes while signed in; this page stays signed in.
    await phone.getByRole('tab', { name: acc.profile.tabs['my-account'] }).click();
    await phone.getByLabel(acc.fields['current-password']).fill(PASSWORD);
    await phone
      .getByLabel(acc.fields['new-password'], { exact: true })
      .fill(`Quiet-River-${run}-7`);
    await phone.getByLabel(acc.fields['password-confirmation']).fill(`Quiet-River-${run}-7`);
    await inspect(expect, phone, `profile-password-360-${lng}`);
    await phone.getByRole('button', { name: acc.profile.password.change }).click();
    await phone.getByRole('alert').first().waitFor();
    await expect.poll(() => phone.getByLabel(acc.fields['current-password']).inputValue()).toBe('');
    await phone.reload();
    await phone.getByRole('tab', { name: acc.profile.tabs['my-account'] }).waitFor();
    await phone.close();
  },
);
