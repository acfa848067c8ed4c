import type { Page } from 'playwright-core';
import { afterAll, beforeAll, type ExpectStatic, test } from 'vitest';
import arAccounts from '../src/locales/ar/accounts.json';
import arAds from '../src/locales/ar/ads.json';
import arCommon from '../src/locales/ar/common.json';
import arReferrals from '../src/locales/ar/referrals.json';
import enAccounts from '../src/locales/en/accounts.json';
import enAds from '../src/locales/en/ads.json';
import enCommon from '../src/locales/en/common.json';
import enReferrals from '../src/locales/en/referrals.json';
import {
  api,
  DESKTOP,
  demoPlace,
  type Lng,
  PASSWORD,
  PHONE,
  pageAs,
  postAd,
  registerAccount,
  run,
} from './support/accounts.ts';
import { overflow, seriousViolations } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Referrals end to end, in English and in Arabic side by side: A copies the invite link from
// /referrals, B registers through it in a fresh browser, both have 2 points, A spends them on the
// highlight reward for an ad and sees the ad marked in the list and on its page; the reward then
// says "already redeemed". The page at 1366 px and 360 px, no wider than the screen, no serious
// axe violation.

const texts = {
  en: { acc: enAccounts, ads: enAds, common: enCommon, r: enReferrals },
  ar: { acc: arAccounts, ads: arAds, common: arCommon, r: arReferrals },
} as const;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** Digits as ASCII: Intl may write Arabic-Indic ones in Arabic. */
const latin = (text: string | null) =>
  (text ?? '').replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

/** The text before `{{…}}` in a template, to find a sentence whatever its values. */
const opening = (template: string) => template.split('{{')[0]!;

async function inspect(expect: ExpectStatic, page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => overflow(page), { message: `${name} is wider than the screen`, timeout: 5_000 })
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
  expect(await seriousViolations(page), name).toEqual([]);
}

/** The big number on /referrals once the balance has loaded. */
const points = async (page: Page) => {
  const figure = page.getByTestId('referral-points');
  await figure.waitFor();
  return latin(await figure.locator('span').first().textContent());
};

test.concurrent.for(['en', 'ar'] as const)(
  'invite a friend through the link, both get 2 points, redeem a highlight for an ad (%s)',
  { timeout: 120_000 },
  async (lng: Lng, { expect }) => {
    const { acc, ads, common, r } = texts[lng];
    const inviter = await registerAccount(`Inviter${lng}`);
    const adTitle = `Camping tent ${run}${lng}`;
    const adId = await postAd(inviter, adTitle);

    // A: the link, copied.
    const page = await pageAs(session, inviter, lng, DESKTOP, {
      permissions: ['clipboard-write'],
    });
    await page.goto('/referrals');
    await page.getByRole('heading', { name: r.title, level: 1 }).waitFor();
    const field = page.getByRole('textbox', { name: r.invite.label });
    await expect.poll(() => field.inputValue()).toMatch(/\/register\?ref=/);
    const link = await field.inputValue();
    expect(await points(page)).toBe('0');
    // The system clipboard is one for the whole browser (the other language's test copies too):
    // what the page hands it is recorded in the page, on its way through.
    await page.evaluate(() => {
      const clipboard = navigator.clipboard;
      const write = clipboard.writeText.bind(clipboard);
      clipboard.writeText = async (text: string) => {
        (window as unknown as { copied: string }).copied = text;
        await write(text);
      };
    });
    await page.getByRole('button', { name: r.invite.copy, exact: true }).click();
    await page.getByText(r.invite.copied).waitFor();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(link);
    await inspect(expect, page, `referrals-empty-1366-${lng}`);

    // B: registers through the link in a fresh browser (no session), told of the invitation.
    const invited = lng === 'ar' ? `سلمى ${run}` : `Salma ${run}`;
    const friend = await pageAs(session, null, lng, DESKTOP);
    const { pathname, search } = new URL(link);
    await friend.goto(`${pathname}${search}`);
    await friend.getByText(acc.register.invited).waitFor();
    await friend
      .getByRole('button', { name: new RegExp(`^${acc.register.types.user.title}`) })
      .click();
    await friend.getByRole('heading', { name: acc.register['form-title'].user }).waitFor();
    await friend.getByText(acc.register.invited).waitFor();
    await friend.getByLabel(acc.fields.name).fill(invited);
    await friend.getByLabel(acc.fields.email).fill(`invited.${lng}.${run}@example.com`);
    await friend
      .getByRole('combobox', { name: acc.fields.country })
      .selectOption(String((await demoPlace()).countryId));
    await friend.getByText('+966', { exact: true }).waitFor();
    await friend.getByRole('combobox', { name: acc.fields.region }).selectOption({ index: 1 });
    // A number nobody registered through a link yet (a phone earns invitation points once).
    const phone = `050${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await friend.getByLabel(acc.fields.phone).fill(phone);
    await friend.getByLabel(acc.fields.password, { exact: true }).fill(PASSWORD);
    await friend.getByLabel(acc.fields['password-confirmation']).fill(PASSWORD);
    await friend.getByRole('button', { name: acc.register.submit }).click();
    await friend.waitForURL('**/home');
    // B's points, through the account menu's Referrals.
    await friend
      .getByRole('button', { name: common.header['user-menu'].replace('{{name}}', invited) })
      .click();
    await friend.getByRole('menuitem', { name: common.header.referrals }).click();
    await friend.waitForURL('**/referrals');
    expect(await points(friend)).toBe('2');
    await friend.getByText(opening(r.history.joined)).first().waitFor();
    await friend.close();

    // A: 2 points, B in the list; the highlight reward (2 points) for the ad.
    await page.reload();
    expect(await points(page)).toBe('2');
    const people = page.getByRole('region', { name: r.invited.title });
    await people.getByText(invited).waitFor();
    const rewards = await api<{ data: Array<{ id: number; title: string }> }>(
      '/referrals/rewards',
      { token: inviter.token, headers: { 'accept-language': lng } },
    );
    const highlight = rewards.body.data.find((reward) => reward.id === 1)!;
    const card = page.getByRole('article', { name: highlight.title });
    await card.getByRole('button', { name: r.rewards.redeem }).click();
    const dialog = page.getByRole('dialog');
    // The only active ad is chosen already.
    const choice = dialog.getByRole('radio', { name: adTitle });
    await expect.poll(() => choice.isChecked()).toBe(true);
    await inspect(expect, page, `referrals-redeem-1366-${lng}`);
    await page.setViewportSize(PHONE);
    await inspect(expect, page, `referrals-redeem-360-${lng}`);
    await page.setViewportSize(DESKTOP);
    const redeemed = page.waitForResponse((res) =>
      res.url().endsWith('/referrals/rewards/1/redeem'),
    );
    await dialog.getByRole('button', { name: r.redeem.confirm }).click();
    expect((await redeemed).status()).toBe(200);
    await page.getByText(opening(r.redeem.done.highlight)).first().waitFor();
    await expect.poll(() => points(page)).toBe('0');
    await card.getByRole('button', { name: r.rewards.redeemed }).waitFor();
    expect(await card.getByRole('button', { name: r.rewards.redeemed }).isDisabled()).toBe(true);
    await inspect(expect, page, `referrals-redeemed-1366-${lng}`);

    // The ad is marked in the list and on its page.
    await page.goto(`/ads?q=${encodeURIComponent(adTitle)}`);
    const adCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: adTitle }) });
    await adCard.getByText(ads.promotion.highlighted, { exact: true }).waitFor();
    expect(await adCard.getAttribute('data-highlighted')).toBe('true');
    await inspect(expect, page, `referrals-highlighted-card-1366-${lng}`);
    await page.goto(`/ads/${adId}`);
    await page.getByRole('heading', { name: adTitle, level: 1 }).waitFor();
    await page.getByText(opening(ads.promotion['highlighted-until'])).waitFor();
    await inspect(expect, page, `referrals-highlighted-ad-1366-${lng}`);
    await page.close();

    // A phone: the page and the profile's tab, no wider than the screen.
    const mobile = await pageAs(session, inviter, lng, PHONE);
    await mobile.goto('/referrals');
    await mobile.getByRole('button', { name: r.rewards.redeemed }).waitFor();
    await inspect(expect, mobile, `referrals-360-${lng}`);
    await mobile.goto('/profile?tab=referrals');
    await mobile.getByRole('textbox', { name: r.invite.label }).waitFor();
    await mobile.getByRole('button', { name: r.rewards.redeemed }).waitFor();
    await inspect(expect, mobile, `profile-referrals-360-${lng}`);
    // The owner's list says until when.
    await mobile.goto('/profile?tab=my-ads');
    await mobile.getByText(opening(ads.promotion['highlighted-until'])).waitFor();
    await inspect(expect, mobile, `profile-my-ads-highlighted-360-${lng}`);
    await mobile.close();
  },
);
