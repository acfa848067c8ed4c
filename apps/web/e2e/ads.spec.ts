import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, type ExpectStatic, inject, test } from 'vitest';
import arAccounts from '../src/locales/ar/accounts.json';
import arAds from '../src/locales/ar/ads.json';
import arCommon from '../src/locales/ar/common.json';
import enAccounts from '../src/locales/en/accounts.json';
import enAds from '../src/locales/en/ads.json';
import enCommon from '../src/locales/en/common.json';
import {
  type Account,
  api,
  demoCategory,
  demoPlace,
  type Lng,
  registerAccount,
  run,
  pageAs as signedInPage,
} from './support/accounts.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Ads end to end, in English and in Arabic, against the real server: post an ad with two photos,
// find it by its Arabic title written with another alef (and taa marbuta) form, open it, reveal
// the phone from a second account, mark it sold and delete it as the owner. Screenshots of the
// four ad pages on a desktop and a 390 px phone. The two languages run side by side; within one,
// each step follows the last.

const texts = {
  en: { ads: enAds, accounts: enAccounts, common: enCommon },
  ar: { ads: arAds, accounts: arAccounts, common: arCommon },
} as const;

// The browser's own size (the desktop steps were written for it) and a 390 px phone.
const LAPTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

let session: BrowserSession;
let photoDir: string;
let photos: string[];
let baseURL: string;

beforeAll(async () => {
  session = await launchBrowser();
  baseURL = inject('baseURL');
  photoDir = await mkdtemp(join(tmpdir(), 'souq-ads-e2e-'));
  // Two real photos: a JPEG and a PNG, drawn by sharp.
  const draw = (r: number, g: number, b: number) =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } }).composite([
      {
        input: Buffer.from(
          '<svg width="800" height="600"><rect x="200" y="220" width="400" height="200" rx="40" fill="#fff" opacity="0.85"/></svg>',
        ),
      },
    ]);
  photos = [join(photoDir, 'sofa-front.jpg'), join(photoDir, 'sofa-side.png')];
  await writeFile(photos[0]!, await draw(120, 72, 40).jpeg().toBuffer());
  await writeFile(photos[1]!, await draw(15, 118, 110).png().toBuffer());
});

afterAll(async () => {
  await session?.close();
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

/** A page signed in as `account`, in `lng`, that may use the clipboard. */
const pageAs = (account: Account, lng: Lng, viewport = LAPTOP) =>
  signedInPage(session, account, lng, viewport, CLIPBOARD);

/** `template` with `{{n}}` as `n` in either digit form (Intl may write Arabic-Indic digits). */
const numbered = (template: string, n: number) => {
  const [before, after] = template
    .split('{{n}}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${before}(${n}|${String.fromCharCode(0x0660 + n)})${after}$`);
};

/**
 * The browser's one clipboard, a test at a time: a link copied by the other language's journey
 * between a copy and its read would be read instead.
 */
let clipboardTurn: Promise<unknown> = Promise.resolve();
function withClipboard<T>(work: () => Promise<T>): Promise<T> {
  const result = clipboardTurn.then(work);
  clipboardTurn = result.catch(() => undefined);
  return result;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), fullPage: true });

async function postAd(expect: ExpectStatic, page: Page, lng: Lng, title: string) {
  const { ads: a, accounts } = texts[lng];
  const { countryId } = await demoPlace();
  const { id: furnitureId } = await demoCategory('home-furniture');
  await page.goto('/AddAds');
  await page.getByRole('heading', { name: a.form.title, level: 1 }).waitFor();

  await page.locator('input[type="file"]').setInputFiles(photos);
  await page.getByRole('img', { name: numbered(a.photos.alt, 2) }).waitFor();
  // The second photo becomes the cover.
  await page
    .getByRole('button', {
      name: numbered(a.photos['move-earlier'], 2),
    })
    .click();

  await page.getByLabel(a.form['title-label']).fill(title);
  await page
    .getByLabel(a.form.description)
    .fill('جلد طبيعي، ثلاثة مقاعد، حالة ممتازة.\nGenuine leather.');
  await page
    .getByRole('combobox', { name: a.form.category, exact: true })
    .selectOption(String(furnitureId));
  const sub = page.getByRole('combobox', { name: a.form['sub-category'] });
  await page.locator('select:enabled').nth(1).waitFor();
  await expect.poll(() => sub.locator('option').count()).toBeGreaterThan(1);
  await sub.selectOption({ index: 1 });
  await page.getByText(a.condition.used, { exact: true }).click();
  await page.getByLabel(a.form.price, { exact: true }).fill(lng === 'ar' ? '١٢٥٠' : '1250');
  const country = page.getByRole('combobox', { name: accounts.fields.country });
  if ((await country.inputValue()) !== String(countryId))
    await country.selectOption(String(countryId));
  const region = page.getByRole('combobox', { name: accounts.fields.region });
  await expect.poll(() => region.locator('option').count()).toBeGreaterThan(1);
  await region.selectOption({ index: 1 });
  await page.getByLabel(a.form.phone).fill('0501234567');
  await shot(page, `ads-add-${lng}`);
  await page.getByRole('button', { name: a.form.publish }).click();
  await page.waitForURL(/\/view-ads\/\d+$/);
  return Number(page.url().split('/').pop());
}

describe.concurrent.each(['en', 'ar'] as const)('ads journey in %s', (lng) => {
  const { ads: a, common } = texts[lng];
  // Stored with hamza on the alef and a taa marbuta; searched without either.
  const title = `أريكة جلد فاخرة ${run}${lng}`;
  const searched = `اريكه جلد فاخره ${run}${lng}`;
  let owner: Account;
  let adId: number;

  test.sequential('post an ad with two photos, find it by an Arabic spelling variant and open it', async ({
    expect,
  }) => {
    owner = await registerAccount(`seller-${lng}`);
    const page = await pageAs(owner, lng);
    adId = await postAd(expect, page, lng, title);

    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(a.status.active, { exact: true }).first().waitFor();
    await shot(page, `ads-owner-${lng}`);

    await page.goto('/ads');
    await page.getByRole('heading', { name: a.list.title, level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: a.list['search-label'] }).fill(searched);
    await page.getByRole('button', { name: a.list.search, exact: true }).click();
    const link = page.getByRole('link', { name: title });
    await link.waitFor();
    await shot(page, `ads-list-${lng}`);
    await link.click();
    await page.waitForURL(`**/ads/${adId}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // The owner manages the ad instead of revealing their own number.
    await page.getByRole('link', { name: a.details.manage }).waitFor();
    expect(await page.getByRole('button', { name: a.contact['show-number'] }).count()).toBe(0);
    // Both photos are in the gallery.
    await page
      .getByRole('button', { name: a.gallery['show-photo'].replace('{{n}}', '2') })
      .waitFor();
    await page.close();
  });

  test.sequential('a second account reveals the phone, copies the link and sees the gallery full screen', async ({
    expect,
  }) => {
    const buyer = await registerAccount(`buyer-${lng}`);
    const page = await pageAs(buyer, lng);
    await page.goto(`/ads/${adId}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('button', { name: a.gallery.next }).click();
    await page.getByRole('button', { name: a.gallery['full-screen'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: a.contact['show-number'] }).click();
    const call = page.getByRole('link', {
      name: a.contact.call.replace('{{phone}}', '+966501234567'),
    });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:+966501234567');

    // No share sheet on a desktop Chromium: the link is copied.
    await withClipboard(async () => {
      await page.getByRole('button', { name: a.share.button, exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 10_000 })
        .toBe(`${baseURL}/ads/${adId}`);
    });
    await page.getByRole('alert').filter({ hasText: a.share.copied }).first().waitFor();
    await shot(page, `ads-details-${lng}`);

    const mobile = await pageAs(buyer, lng, MOBILE);
    await mobile.goto(`/ads/${adId}`);
    await mobile.getByRole('heading', { name: title, level: 1 }).waitFor();
    await mobile.waitForLoadState('networkidle');
    await shot(mobile, `ads-details-mobile-${lng}`);
    await mobile.goto(`/ads?q=${encodeURIComponent(searched)}`);
    await mobile.getByRole('link', { name: title }).waitFor();
    await shot(mobile, `ads-list-mobile-${lng}`);
    await mobile.close();
    await page.close();

    const owned = await api<{ data: { phone_reveals: number } }>(
      `/advertisements/details/${adId}`,
      { token: owner.token },
    );
    expect(owned.body.data.phone_reveals).toBe(1);
  });

  test.sequential('the owner marks it sold, then deletes it through the confirm modal', async ({
    expect,
  }) => {
    const mobile = await pageAs(owner, lng, MOBILE);
    await mobile.goto('/AddAds');
    await mobile.getByRole('heading', { name: a.form.title, level: 1 }).waitFor();
    await mobile.waitForLoadState('networkidle');
    await shot(mobile, `ads-add-mobile-${lng}`);
    await mobile.goto(`/view-ads/${adId}`);
    await mobile.getByRole('heading', { name: title }).waitFor();
    await shot(mobile, `ads-owner-mobile-${lng}`);
    await mobile.close();

    const page = await pageAs(owner, lng);
    await page.goto(`/view-ads/${adId}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('button', { name: a.owner['mark-sold'] }).click();
    await page.getByText(a.status.sold, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: a.owner.reactivate }).waitFor();

    await page.getByRole('button', { name: a.owner.delete }).click();
    const dialog = page.getByRole('dialog', { name: common.confirm.title });
    await dialog.waitFor();
    await dialog.getByText(common.confirm.description).waitFor();
    await dialog.getByRole('button', { name: common.confirm.cancel }).waitFor();
    await dialog.getByRole('button', { name: common.confirm['confirm-delete'] }).click();
    await page.waitForURL('**/profile?tab=my-ads');
    await dialog.waitFor({ state: 'detached' });
    await page.close();

    const gone = await api(`/advertisements/details/${adId}`, { token: owner.token });
    expect(gone.status).toBe(404);
  });
});
