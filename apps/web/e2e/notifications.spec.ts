import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import arN from '../src/locales/ar/notifications.json';
import enN from '../src/locales/en/notifications.json';
import {
  type Account,
  api,
  DESKTOP,
  demoCategory,
  demoPlace,
  type Lng,
  PHONE,
  pageAs,
  picture,
  registerAccount,
  run,
} from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Notifications end to end, in English and in Arabic at once: someone comments on and reacts to
// my post and bids over me; my bell's count rises live (over the socket), the dropdown tells it
// in my language, a click opens the auction and reads that one, "Mark all as read" clears the
// count; the full page and the dropdown fit a 360 px phone and pass axe.

const texts = { en: enN, ar: arN } as const;
/** The API's sentences (apps/api/src/i18n), as the reader's language tells them. */
const said = {
  en: {
    comment: (name: string) => `${name} commented on your post.`,
    outbid: 'You were outbid on',
  },
  ar: { comment: (name: string) => `علّق ${name} على منشورك.`, outbid: 'تمت المزايدة عليك في' },
} as const;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function apiPost(person: Account, content: string) {
  const { countryId, regionId } = await demoPlace();
  const { status, body } = await api<{ data: { id: number } }>('/posts/create', {
    method: 'POST',
    token: person.token,
    body: JSON.stringify({ content, country_id: countryId, region_id: regionId }),
  });
  expect(status).toBe(201);
  return body.data.id;
}

async function apiAuction(seller: Account, title: string) {
  const { countryId, regionId } = await demoPlace();
  const category = await demoCategory('fashion-beauty');
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title,
    description: 'A brass lamp from the old market, polished and working.',
    category_id: category.firstChildId,
    country_id: countryId,
    region_id: regionId,
    starting_price: '1000',
    min_increment: '50',
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
  })) {
    form.append(key, String(value));
  }
  const png = await picture();
  form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lamp.png');
  const { status, body } = await api<{ data: { id: number } }>('/auctions/create', {
    method: 'POST',
    token: seller.token,
    body: form,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id;
}

const bidOn = async (bidder: Account, auctionId: number, amount: string) => {
  const res = await api(`/auctions/submit-bid/${auctionId}`, {
    method: 'POST',
    token: bidder.token,
    body: JSON.stringify({ amount }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

const badgeOf = (page: Page) => page.getByTestId('notifications-unread-badge');
const badgeText = async (page: Page) =>
  (await badgeOf(page).count()) === 0 ? '' : ((await badgeOf(page).textContent()) ?? '');

const fitsTheScreen = async (page: Page) => {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
};

describe.concurrent('notifications', () => {
  test.for(['en', 'ar'] as const)(
    'in %s: my bell rises live, tells it in my language, opens the thing and clears',
    async (lng: Lng, { expect }) => {
      const t = texts[lng];
      const [me, other, seller] = await Promise.all([
        registerAccount('Mona'),
        registerAccount('Karim'),
        registerAccount('Seller'),
      ]);
      // A title longer than a phone is wide: its truncated line must not widen the page.
      const postId = await apiPost(
        me,
        `My first post ${run} ${lng}, about the brass lamps and copper pots of the old market`,
      );
      const auctionId = await apiAuction(seller, `Brass lamp ${run} ${lng}`);
      await bidOn(me, auctionId, '1000');

      const page = await pageAs(session, me, lng, DESKTOP);
      await page.goto('/home');
      const bell = page.getByRole('button', { name: t.bell.label, exact: true });
      await bell.waitFor();
      expect(await badgeText(page)).toBe('');

      // Karim comments and reacts; then outbids me: each arrives live.
      const comment = await api(`/posts/${postId}/comments`, {
        method: 'POST',
        token: other.token,
        body: JSON.stringify({ content: 'Lovely!' }),
      });
      expect(comment.status).toBe(201);
      await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe('1');
      await api(`/reactions/post/${postId}/toggle`, {
        method: 'POST',
        token: other.token,
        body: JSON.stringify({ type: 'love' }),
      });
      await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe('2');
      await bidOn(other, auctionId, '1100');
      await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe('3');

      // The dropdown tells it in my language.
      await bell.click();
      const dropdown = page.getByTestId('notifications-dropdown');
      await dropdown.waitFor();
      await dropdown.getByText(said[lng].comment(other.name)).waitFor();
      const outbid = dropdown
        .getByTestId('notification-item')
        .filter({ hasText: said[lng].outbid });
      await outbid.waitFor();
      expect(await seriousAxeViolations(page), 'dropdown').toEqual([]);
      await page.screenshot({ path: screenshotPath(`notifications-dropdown-${lng}-desktop`) });

      // Click-through opens the auction and reads that one.
      await outbid.click();
      await page.waitForURL(`**/auction/${auctionId}`);
      await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe('2');

      // The community's own header has the same bell. On a phone: the dropdown fits; "Mark all
      // as read" clears the count.
      await page.setViewportSize(PHONE);
      await page.goto('/community');
      await bell.waitFor();
      await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe('2');
      await bell.click();
      await dropdown.waitFor();
      await fitsTheScreen(page);
      expect(await seriousAxeViolations(page), 'community dropdown, phone').toEqual([]);
      await page.screenshot({ path: screenshotPath(`notifications-dropdown-${lng}-phone`) });
      await dropdown.getByRole('button', { name: t.dropdown['mark-all'] }).click();
      await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe('');

      // The full page, both widths.
      await page.goto('/notifications');
      await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
      await page.getByText(said[lng].comment(other.name)).waitFor();
      await fitsTheScreen(page);
      expect(await seriousAxeViolations(page), 'page, phone').toEqual([]);
      await page.screenshot({
        path: screenshotPath(`notifications-page-${lng}-phone`),
        fullPage: true,
      });
      await page.setViewportSize(DESKTOP);
      expect(await seriousAxeViolations(page), 'page, desktop').toEqual([]);
      await page.screenshot({ path: screenshotPath(`notifications-page-${lng}-desktop`) });

      // The account area turns a type off.
      await page.goto('/profile');
      const reactions = page.getByRole('checkbox', {
        name: t.settings.types['community-reaction'],
      });
      await reactions.waitFor();
      // The password section above loads on its own; once it is in, the switches stay put.
      await page.locator('input[autocomplete="current-password"]').waitFor();
      expect(await reactions.isChecked()).toBe(true);
      await reactions.uncheck();
      await expect
        .poll(async () => {
          const { body } = await api<{
            data: { types: Array<{ type: string; enabled: boolean }> };
          }>('/notifications/settings', { token: me.token });
          return body.data.types.find((s) => s.type === 'community.reaction')?.enabled;
        })
        .toBe(false);
      await reactions.scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page), 'settings, desktop').toEqual([]);
      await page.screenshot({ path: screenshotPath(`notifications-settings-${lng}-desktop`) });
      await page.setViewportSize(PHONE);
      await fitsTheScreen(page);
      await reactions.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`notifications-settings-${lng}-phone`) });
      await page.context().close();
    },
  );
});
