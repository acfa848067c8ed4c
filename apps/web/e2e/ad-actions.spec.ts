import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import arAds from '../src/locales/ar/ads.json';
import arCommon from '../src/locales/ar/common.json';
import enAds from '../src/locales/en/ads.json';
import enCommon from '../src/locales/en/common.json';
import {
  type Account,
  demoCategory,
  type Lng,
  PHONE,
  postAd,
  registerAccount,
  run,
  pageAs as signedInPage,
} from './support/accounts.ts';
import { overflow, seriousViolations } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// The ad page’s actions (issue #11 item 7), in English and Arabic, on a 360 px phone and a
// 1366 px desktop: the phone bar with Call (the counted reveal, then tel:) and Chat (opens the
// conversation about the ad), Share (the system sheet, or the link copied), Report (reasons, sent
// to the moderators), the heart on others' ads only, and "Views" once on the owner's page.

const texts = {
  en: {
    ads: enAds,
    common: enCommon,
    received: 'Thank you. Our moderators will review this report.',
  },
  ar: { ads: arAds, common: arCommon, received: 'شكرًا لك. سيراجع المشرفون هذا البلاغ.' },
} as const;

// The desktop checks were written for an 800 px high window.
const DESKTOP = { width: 1366, height: 800 };

let session: BrowserSession;
let baseURL: string;

/** An ad with one photo, posted through the API as `seller`, with a Saudi mobile number. */
async function postTable(seller: Account, title: string): Promise<number> {
  const furniture = await demoCategory('home-furniture');
  return postAd(seller, title, {
    description: 'Solid oak, six chairs. خشب بلوط.',
    price: '900',
    category_id: furniture.firstChildId,
    phone: '0501234567',
  });
}

/** A page signed in as `account` in `lng`; `share` decides whether the browser has a share sheet. */
async function pageAs(
  account: Account,
  lng: Lng,
  viewport: { width: number; height: number },
  share: 'none' | 'sheet' = 'none',
) {
  const page = await signedInPage(session, account, lng, viewport, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await page.context().addInitScript(
    ({ share }) => {
      const w = window as unknown as { shared?: unknown[] };
      w.shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value:
          share === 'sheet'
            ? async (data: unknown) => {
                w.shared!.push(data);
              }
            : undefined,
      });
    },
    { share },
  );
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), fullPage: false });

let seller: Account;
let buyer: Account;
const adIds: Record<Lng, number> = { en: 0, ar: 0 };
const titles: Record<Lng, string> = { en: '', ar: '' };

beforeAll(async () => {
  session = await launchBrowser();
  baseURL = inject('baseURL');
  seller = await registerAccount('table-seller');
  buyer = await registerAccount('table-buyer');
  for (const lng of ['en', 'ar'] as const) {
    titles[lng] = `Oak dining table ${run} ${lng}`;
    adIds[lng] = await postTable(seller, titles[lng]);
  }
});

afterAll(async () => {
  await session?.close();
});

describe.each(['en', 'ar'] as const)('the ad page’s actions in %s', (lng) => {
  const { ads: a, received } = texts[lng];

  test('phone: a bar at the bottom with Call (revealed, then tel:) and Chat', async () => {
    const page = await pageAs(buyer, lng, PHONE);
    await page.goto(`/ads/${adIds[lng]}`);
    await page.getByRole('heading', { name: titles[lng], level: 1 }).waitFor();
    const bar = page.getByRole('region', { name: a.contact.bar });
    await bar.waitFor();
    // The bar sits on the bottom edge, as wide as the screen, and the page is not wider.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(Math.round(box.width)).toBe(PHONE.width);
    expect(await overflow(page)).toBe(0);
    // Call and Chat are in the bar only: the aside's pair is hidden on phones.
    expect(await page.getByRole('button', { name: a.contact['show-number'] }).count()).toBe(0);
    const call = bar.getByRole('button', { name: a.contact['call-short'] });
    const chat = bar.getByRole('button', { name: a.contact.chat });
    // Reading order: Call first, on the start side (right in Arabic).
    const [callBox, chatBox] = [(await call.boundingBox())!, (await chat.boundingBox())!];
    expect(lng === 'ar' ? callBox.x > chatBox.x : callBox.x < chatBox.x).toBe(true);

    // Chat opens the conversation about the ad: enabled.
    expect(await chat.getAttribute('aria-disabled')).toBeNull();
    await shot(page, `ad-actions-bar-${lng}`);

    await call.click();
    const dial = bar.getByRole('link', {
      name: a.contact.call.replace('{{phone}}', '+966501234567'),
    });
    await dial.waitFor();
    expect(await dial.getAttribute('href')).toBe('tel:+966501234567');
    expect(await overflow(page)).toBe(0);

    // At the very bottom the footer is above the bar, not under it.
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    // The similar ads load below the ad: scroll once the page has stopped growing.
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < 2; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
    }
    const footerBox = (await footer.boundingBox())!;
    const barTop = (await bar.boundingBox())!.y;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barTop + 1);
    await shot(page, `ad-actions-bar-bottom-${lng}`);
    expect(await seriousViolations(page)).toEqual([]);
    await chat.click();
    await page.waitForURL(/\/chat\?/);
    await page.close();
  });

  test('desktop: Call and Chat beside the ad, no bar; Share copies the link; Report is sent', async () => {
    const page = await pageAs(buyer, lng, DESKTOP);
    await page.goto(`/ads/${adIds[lng]}`);
    await page.getByRole('heading', { name: titles[lng], level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: a.contact.bar }).isVisible()).toBe(false);
    await page.getByRole('button', { name: a.contact['show-number'] }).waitFor();
    await page.getByRole('button', { name: a.contact.chat }).waitFor();
    // Someone else's ad can be saved (the heart) and reported.
    await page.getByRole('complementary').getByRole('button', { name: a.card.save }).waitFor();

    await page.getByRole('button', { name: a.share.button, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 10_000 })
      .toBe(`${baseURL}/ads/${adIds[lng]}`);
    await page.getByRole('alert').filter({ hasText: a.share.copied }).first().waitFor();

    await page.getByRole('button', { name: a.report.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: a.report.title });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: texts[lng].common['report-dialog'].submit });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: a.report.reasons.scam }).check();
    await dialog
      .getByRole('textbox', { name: texts[lng].common['report-dialog'].details })
      .fill(lng === 'ar' ? 'يطلب عربونًا قبل المعاينة' : 'Asks for a deposit before viewing');
    await shot(page, `ad-actions-report-${lng}`);
    expect(await seriousViolations(page)).toEqual([]);
    await send.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('alert').filter({ hasText: received }).first().waitFor();
    await shot(page, `ad-actions-desktop-${lng}`);
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  test('phone with a share sheet: Share opens it with the ad’s title and address', async () => {
    const page = await pageAs(buyer, lng, PHONE, 'sheet');
    await page.goto(`/ads/${adIds[lng]}`);
    await page.getByRole('heading', { name: titles[lng], level: 1 }).waitFor();
    await page.getByRole('button', { name: a.share.button, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          title: titles[lng],
          text: a.share.text.replace('{{title}}', titles[lng]),
          url: `${baseURL}/ads/${adIds[lng]}`,
        },
      ]);
    // The sheet did the job: no "Link copied" toast.
    expect(await page.getByRole('alert').filter({ hasText: a.share.copied }).count()).toBe(0);
    await page.close();
  });

  test('text typed in the other script takes its own direction in the ad form (dir=auto)', async () => {
    // English typed in the Arabic interface reads left to right, Arabic in the English one right
    // to left; the phone number stays left to right in both.
    const typed = lng === 'ar' ? 'Solid oak table.' : 'طاولة من خشب البلوط.';
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await pageAs(seller, lng, viewport);
      await page.goto('/AddAds');
      const title = page.getByLabel(a.form['title-label']);
      await title.fill(typed);
      const description = page.getByLabel(a.form.description);
      await description.fill(typed);
      const expected = lng === 'ar' ? ':dir(ltr)' : ':dir(rtl)';
      expect(await title.evaluate((el, dir) => el.matches(dir), expected)).toBe(true);
      expect(await description.evaluate((el, dir) => el.matches(dir), expected)).toBe(true);
      expect(await page.getByLabel(a.form.phone).getAttribute('dir')).toBe('ltr');
      expect(await overflow(page)).toBe(0);
      await page.close();
    }
  });

  test('the owner: no heart, no report, no bar on the ad; "Views" once on the owner’s page', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await pageAs(seller, lng, viewport);
      await page.goto(`/ads/${adIds[lng]}`);
      await page.getByRole('heading', { name: titles[lng], level: 1 }).waitFor();
      await page.getByRole('link', { name: a.details.manage }).waitFor();
      await page.waitForLoadState('networkidle');
      // Neither on the ad nor on their other ads below it.
      const aside = page.getByRole('complementary');
      expect(await aside.getByRole('button', { name: a.card.save }).count()).toBe(0);
      expect(await aside.getByRole('button', { name: a.report.button, exact: true }).count()).toBe(
        0,
      );
      const mine = page.getByRole('region', {
        name: a.details['more-from-seller'].replace('{{name}}', seller.name),
      });
      await mine.waitFor();
      expect(await mine.getByRole('button', { name: a.card.save }).count()).toBe(0);
      expect(await page.getByRole('region', { name: a.contact.bar }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await overflow(page)).toBe(0);

      await page.goto(`/view-ads/${adIds[lng]}`);
      await page.getByRole('heading', { name: a.owner.stats }).waitFor();
      expect(await page.getByText(a.owner.views, { exact: true }).count()).toBe(1);
      expect(await overflow(page)).toBe(0);

      // Their own card in the list has no heart either; someone else's has one.
      await page.goto(`/ads?q=${encodeURIComponent(titles[lng])}`);
      const card = page.getByRole('article').filter({ hasText: titles[lng] });
      await card.waitFor();
      // Lists are the same for everyone: the card knows its owner once the profile is in.
      await expect.poll(() => card.getByRole('button', { name: a.card.save }).count()).toBe(0);
      // Nor among the newest ads on /home.
      await page.goto('/home');
      const homeCard = page.getByRole('article').filter({ hasText: titles[lng] }).first();
      await homeCard.waitFor();
      await expect.poll(() => homeCard.getByRole('button', { name: a.card.save }).count()).toBe(0);
      await page.close();
    }
    const page = await pageAs(buyer, lng, DESKTOP);
    await page.goto(`/ads?q=${encodeURIComponent(titles[lng])}`);
    const card = page.getByRole('article').filter({ hasText: titles[lng] });
    await card.waitFor();
    expect(await card.getByRole('button', { name: a.card.save }).count()).toBe(1);
    await page.close();
  });
});
