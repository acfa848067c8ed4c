import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import arAccounts from '../src/locales/ar/accounts.json';
import arAuctions from '../src/locales/ar/auctions.json';
import enAccounts from '../src/locales/en/accounts.json';
import enAuctions from '../src/locales/en/auctions.json';
import {
  type Account,
  api,
  DESKTOP,
  demoCategory,
  demoPlace,
  type Lng,
  registerAccount,
  run,
  PHONE as SMALL_SCREEN,
  pageAs as signedInPage,
} from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Auctions end to end, in English and in Arabic, against the real server: the owner publishes an
// auction through the form; two bidders watch it in two browser contexts; one bids with an
// automatic maximum and the other sees the new price within a second; the other bids higher and
// the automatic bid answers at once on both screens; then buy-now ends the auction and the winner
// sees it (the sweep's ending is covered by the API tests, which drive its clock).

const texts = {
  en: { auctions: enAuctions, accounts: enAccounts },
  ar: { auctions: arAuctions, accounts: arAccounts },
} as const;

// A phone a little taller than most journeys': the bid box and the history fit on one screen.
const PHONE = { ...SMALL_SCREEN, height: 780 };

let session: BrowserSession;
let photoDir: string;
let photo: string;

beforeAll(async () => {
  session = await launchBrowser();
  photoDir = await mkdtemp(join(tmpdir(), 'souq-auctions-e2e-'));
  photo = join(photoDir, 'watch.jpg');
  await writeFile(
    photo,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6a2f' } })
      .jpeg()
      .toBuffer(),
  );
});

afterAll(async () => {
  await session?.close();
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

const pageAs = (account: Account, lng: Lng, viewport = DESKTOP) =>
  signedInPage(session, account, lng, viewport);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), fullPage: true });

/** The digits of a shown amount, in ASCII (`"١٦٠ $"` → `"160"`). */
const digitsOf = (text: string | null) =>
  (text ?? '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[^\d]/g, '');

const shownPrice = (page: Page) => page.getByTestId('current-price').textContent().then(digitsOf);

/** No page wider than the screen. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function publishAuction(page: Page, lng: Lng, title: string) {
  const { auctions: a, accounts } = texts[lng];
  const { countryId } = await demoPlace();
  const { id: fashionId } = await demoCategory('fashion-beauty');
  await page.goto('/add_auction');
  await page.getByRole('heading', { name: a.form.title, level: 1 }).waitFor();
  await page.locator('input[type="file"]').setInputFiles([photo]);
  await page.getByLabel(a.form['title-label']).fill(title);
  await page.getByLabel(a.form.description).fill('ساعة يد أصلية مع العلبة. Original box.');
  await page
    .getByRole('combobox', { name: a.form.category, exact: true })
    .selectOption(String(fashionId));
  const sub = page.getByRole('combobox', { name: a.form['sub-category'] });
  await expect.poll(() => sub.locator('option').count()).toBeGreaterThan(1);
  await sub.selectOption({ index: 1 });
  const country = page.getByRole('combobox', { name: accounts.fields.country });
  if ((await country.inputValue()) !== String(countryId))
    await country.selectOption(String(countryId));
  const region = page.getByRole('combobox', { name: accounts.fields.region });
  await expect.poll(() => region.locator('option').count()).toBeGreaterThan(1);
  await region.selectOption({ index: 1 });
  await page.getByLabel(a.form['starting-price']).fill(lng === 'ar' ? '١٠٠' : '100');
  await page.getByLabel(a.form['min-increment']).fill('10');
  await page.getByLabel(a.form['buy-now-price']).fill('500');
  // A buy-now below the start is refused by the contract's rule before anything is sent.
  await page.getByLabel(a.form['starting-price']).fill('600');
  await page.getByRole('button', { name: a.form.publish }).click();
  await page.getByText(a.form.errors['buy-now-too-low']).waitFor();
  await page.getByLabel(a.form['starting-price']).fill('100');
  await shot(page, `auctions-add-${lng}`);
  await page.getByRole('button', { name: a.form.publish }).click();
  await page.waitForURL(/\/view-auction\/\d+$/);
  return Number(page.url().split('/').pop());
}

describe.each(['en', 'ar'] as const)('auctions journey in %s', (lng) => {
  const { auctions: a } = texts[lng];
  const title = `ساعة فاخرة Watch ${run}${lng}`;

  test('two watchers see bids live, an automatic bid answers, buy-now ends it and the winner sees it', async () => {
    const owner = await registerAccount(`owner-${lng}`, { name: 'Omar Seller' });
    const alice = await registerAccount(`alice-${lng}`, { name: 'Alice Bidder' });
    const bob = await registerAccount(`bob-${lng}`, { name: 'Bader Bidder' });

    const ownerPage = await pageAs(owner, lng);
    const id = await publishAuction(ownerPage, lng, title);
    await ownerPage.getByRole('heading', { name: title }).waitFor();
    expect(await seriousAxeViolations(ownerPage)).toEqual([]);

    // The list shows it under "live" with its countdown.
    const alicePage = await pageAs(alice, lng);
    await alicePage.goto('/auctions');
    await alicePage.getByRole('tab', { name: a.tabs.live }).waitFor();
    await alicePage.getByRole('link', { name: title }).waitFor();
    expect(await seriousAxeViolations(alicePage)).toEqual([]);
    await shot(alicePage, `auctions-list-${lng}`);
    await alicePage.getByRole('link', { name: title }).click();
    await alicePage.waitForURL(`**/auction/${id}`);

    const bobPage = await pageAs(bob, lng, PHONE);
    await bobPage.goto(`/auction/${id}`);
    await bobPage.getByRole('heading', { name: title, level: 1 }).waitFor();
    await alicePage.getByRole('heading', { name: title, level: 1 }).waitFor();
    // Both are in the auction's room before anyone bids.
    await expect
      .poll(
        async () =>
          (await api<{ data: { watchers: number } }>(`/auctions/details/${id}`)).body.data.watchers,
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThanOrEqual(2);
    expect(await fitsWidth(bobPage)).toBe(true);

    // Alice bids the suggested amount with an automatic maximum of 200.
    expect(await alicePage.getByLabel(a['bid-form'].amount).inputValue()).toBe('100');
    await alicePage.getByRole('checkbox', { name: a['bid-form'].auto }).check();
    await alicePage.getByLabel(a['bid-form'].max).fill('200');
    await alicePage.getByRole('button', { name: a['bid-form'].submit }).click();
    const started = Date.now();
    await expect.poll(() => shownPrice(bobPage), { timeout: 1000, interval: 50 }).toBe('100');
    expect(Date.now() - started).toBeLessThan(1000);
    await alicePage.getByText(a.viewer['winning-long']).waitFor();

    // Bob bids 150: Alice's automatic bid answers with 160 on both screens.
    await expect.poll(() => bobPage.getByLabel(a['bid-form'].amount).inputValue()).toBe('110');
    await bobPage.getByLabel(a['bid-form'].amount).fill('150');
    await bobPage.getByRole('button', { name: a['bid-form'].submit }).click();
    await expect.poll(() => shownPrice(bobPage), { timeout: 3000, interval: 50 }).toBe('160');
    await bobPage.getByText(a.viewer['outbid-long']).waitFor();
    await expect.poll(() => shownPrice(alicePage), { timeout: 1000, interval: 50 }).toBe('160');
    await alicePage.getByText(a.viewer['winning-long']).waitFor();
    await alicePage.getByText(a.history.auto).first().waitFor();
    expect(await seriousAxeViolations(bobPage)).toEqual([]);
    await shot(bobPage, `auctions-details-phone-${lng}`);
    await shot(alicePage, `auctions-details-${lng}`);

    // Bob buys it now: the auction ends at once for everyone, Bob is the winner.
    await bobPage
      .getByRole('button', { name: new RegExp(a['bid-form']['buy-now'].split('{{')[0]!.trim()) })
      .click();
    await bobPage.getByText(a.viewer['won-long']).waitFor();
    // The winner is offered the conversation with the seller that the ending opened.
    await bobPage.getByRole('link', { name: a.details['chat-won'] }).waitFor();
    await expect.poll(() => shownPrice(alicePage), { timeout: 2000, interval: 50 }).toBe('500');
    await alicePage.getByText(a.viewer['lost-long']).waitFor();
    expect(await alicePage.getByRole('button', { name: a['bid-form'].submit }).count()).toBe(0);
    await shot(bobPage, `auctions-won-phone-${lng}`);

    // The owner's view: every bid with names, and the outcome.
    await ownerPage.reload();
    await ownerPage.getByRole('heading', { name: a.owner['all-bids'] }).waitFor();
    await ownerPage.getByText('Bader Bidder').first().waitFor();
    await ownerPage.getByText(a.owner.locked).waitFor();
    await shot(ownerPage, `auctions-owner-${lng}`);
    await ownerPage.setViewportSize(PHONE);
    expect(await fitsWidth(ownerPage)).toBe(true);
    await shot(ownerPage, `auctions-owner-phone-${lng}`);

    // "My auction" in the profile: Bob won it.
    await bobPage.goto('/profile?tab=my-auction');
    await bobPage.getByRole('button', { name: a.mine.won }).click();
    await bobPage.getByRole('link', { name: title }).waitFor();
    expect(await fitsWidth(bobPage)).toBe(true);
    await shot(bobPage, `auctions-profile-phone-${lng}`);

    // The list and the form on a phone.
    await bobPage.goto('/auctions?state=ended');
    await bobPage.getByRole('link', { name: title }).waitFor();
    expect(await fitsWidth(bobPage)).toBe(true);
    await shot(bobPage, `auctions-list-phone-${lng}`);
    await bobPage.goto('/add_auction');
    await bobPage.getByRole('heading', { name: a.form.title, level: 1 }).waitFor();
    expect(await fitsWidth(bobPage)).toBe(true);
    await shot(bobPage, `auctions-add-phone-${lng}`);

    for (const page of [ownerPage, alicePage, bobPage]) await page.context().close();
  }, 120_000);
});
