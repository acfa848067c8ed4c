import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import arAds from '../src/locales/ar/ads.json';
import arErrors from '../src/locales/ar/errors.json';
import arPages from '../src/locales/ar/pages.json';
import enAds from '../src/locales/en/ads.json';
import enErrors from '../src/locales/en/errors.json';
import enPages from '../src/locales/en/pages.json';
import {
  type Account,
  type Lng,
  pageAs,
  postAd,
  registerAccount,
  run,
} from './support/accounts.ts';
import { overflow } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

interface BoundingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Toasts hide no control of the header: below it, at the end of the reading side, in English
// and Arabic, on a desktop and a 360 px phone. Each test has its own browser context (and its own
// ad): they all run side by side.

const texts = {
  en: { pages: enPages, ads: enAds, errors: enErrors },
  ar: { pages: arPages, ads: arAds, errors: arErrors },
} as const;
const LANGUAGES: Lng[] = ['en', 'ar'];
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

let session: BrowserSession;
let tester: Account;
beforeAll(async () => {
  session = await launchBrowser();
  tester = await registerAccount('refusals', { name: 'Refusal Tester' });
});
afterAll(() => session?.close());

async function signedInPage(lng: Lng, viewport: { width: number; height: number }) {
  const page = await pageAs(session, tester, lng, viewport);
  return { page, context: page.context() };
}

const overlaps = (a: BoundingBox, b: BoundingBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the header's visible controls (links and buttons). */
async function headerControls(page: Page): Promise<BoundingBox[]> {
  const header = page.locator('header').first();
  await header.waitFor();
  const boxes: BoundingBox[] = [];
  for (const control of await header.locator('a, button').all()) {
    const box = await control.boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

describe.concurrent('toasts hide no control of the header', () => {
  for (const lng of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      test(`${lng}, ${viewport.name}: a contact message's toast sits below the header`, async ({
        expect,
      }) => {
        const { page, context } = await signedInPage(lng, viewport);
        const sent = texts[lng].pages.contact.sent;
        await page.route('**/api/v1/contact', (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', json: { message: sent } }),
        );
        await page.goto('/contact');
        const f = texts[lng].pages.contact.fields;
        await page.getByLabel(f.name).fill('Refusal Tester');
        await page.getByLabel(f.email).fill('tester@example.com');
        await page.getByLabel(f.subject).fill('A question');
        await page.getByLabel(f.message).fill('A message long enough to be sent.');
        await page.getByRole('button', { name: texts[lng].pages.contact.send }).click();
        const toast = page.locator('.Toastify__toast').filter({ hasText: sent });
        await toast.waitFor();
        // In place once its slide-in has ended (its enter classes go at the animation's end).
        await expect
          .poll(() => toast.getAttribute('class'), { timeout: 5_000 })
          .not.toMatch(/enter/);
        const toastBox = (await toast.boundingBox())!;
        const controls = await headerControls(page);
        expect(controls.length).toBeGreaterThan(0);
        for (const control of controls) expect(overlaps(toastBox, control)).toBe(false);
        const headerBox = (await page.locator('header').first().boundingBox())!;
        expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
        // On the reading side: the end of the line (right in English, left in Arabic).
        const middle = toastBox.x + toastBox.width / 2;
        if (viewport.name === 'desktop') {
          expect(lng === 'en' ? middle > viewport.width / 2 : middle < viewport.width / 2).toBe(
            true,
          );
        }
        await page.screenshot({ path: screenshotPath(`toast-${lng}-${viewport.name}`) });
        await context.close();
      });
    }
  }
});

// A change that failed on the way (here the server answers 503 once) can be sent again from its
// toast: "Try again" on the owner's "Mark as sold", which then goes through.
describe.concurrent('a failed change offers "Try again" in its toast', () => {
  for (const lng of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      test(`${lng}, ${viewport.name}: mark as sold fails once, then is retried`, async ({
        expect,
      }) => {
        const { ads: a, errors: e } = texts[lng];
        const adId = await postAd(tester, `Retry lamp ${run} ${lng} ${viewport.name}`);
        const { page, context } = await signedInPage(lng, viewport);
        const status = `**/api/v1/advertisements/${adId}/status`;
        await page.route(status, (route) =>
          route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
        );
        await page.goto(`/view-ads/${adId}`);
        await page.getByRole('button', { name: a.owner['mark-sold'] }).click();
        const toast = page.locator('.Toastify__toast').filter({
          has: page.getByRole('button', { name: e.refused.retry, exact: true }),
        });
        await toast.waitFor();
        // In place once its slide-in has ended.
        await expect.poll(() => toast.getAttribute('class')).not.toMatch(/enter/);
        expect(await overflow(page)).toBe(0);
        await page.screenshot({ path: screenshotPath(`toast-retry-${lng}-${viewport.name}`) });
        await page.unroute(status);
        await toast.getByRole('button', { name: e.refused.retry, exact: true }).click();
        await page.getByText(a.status.sold, { exact: true }).first().waitFor();
        await context.close();
      });
    }
  }
});
