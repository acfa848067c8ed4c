import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import arPages from '../src/locales/ar/pages.json';
import enPages from '../src/locales/en/pages.json';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

interface BoundingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Toasts hide no control of the header: below it, at the end of the reading side, in English
// and Arabic, on a desktop and a 360 px phone.

const texts = {
  en: { pages: enPages },
  ar: { pages: arPages },
} as const;
type Lng = keyof typeof texts;
const LANGUAGES: Lng[] = ['en', 'ar'];
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

let session: BrowserSession;
let token: string;
beforeAll(async () => {
  session = await launchBrowser();
  const { page, context } = await session.newPage();
  const countries = (await (await page.request.get('/api/v1/shared/countries')).json()) as {
    data: Array<{ id: number; code: string }>;
  };
  const country = countries.data.find((c) => c.code === 'SA')!.id;
  const regions = (await (await page.request.get(`/api/v1/shared/regions/${country}`)).json()) as {
    data: Array<{ id: number }>;
  };
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await page.request.post('/api/v1/register-user', {
    data: {
      name: 'Refusal Tester',
      email: `refusals.${run}@example.com`,
      phone: '0501234567',
      password: 'desert42rose',
      password_confirmation: 'desert42rose',
      country_id: country,
      region_id: regions.data[0]!.id,
    },
  });
  expect(response.status()).toBe(201);
  token = ((await response.json()) as { data: { token: string } }).data.token;
  await context.close();
});
afterAll(() => session?.close());

async function signedInPage(lng: Lng, viewport: { width: number; height: number }) {
  const { page, context } = await session.newPage({ viewport });
  await context.addInitScript(
    ({ token: value, lng: language }) => {
      localStorage.setItem('token', value);
      localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, role: 'user' }));
      localStorage.setItem('i18nextLng', language);
    },
    { token, lng },
  );
  return { page, context };
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

describe('toasts hide no control of the header', () => {
  for (const lng of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      test(`${lng}, ${viewport.name}: a contact message's toast sits below the header`, async () => {
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
        // The slide-in has ended once the toast stops moving.
        await page.waitForTimeout(800);
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
