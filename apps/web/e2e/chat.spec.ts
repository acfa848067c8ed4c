import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import arAds from '../src/locales/ar/ads.json';
import arChat from '../src/locales/ar/chat.json';
import enAds from '../src/locales/en/ads.json';
import enChat from '../src/locales/en/chat.json';
import {
  type Account,
  fill,
  type Lng,
  PHONE,
  postAd,
  registerAccount,
  run,
  pageAs as signedInPage,
} from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Chat end to end, in English and in Arabic, two people in two browser contexts against the real
// server: A opens the chat from B's ad, sends a text and a picture; B (on a phone) sees both
// arrive live with the unread badge and replies; A sees "read"; B calls A (Chromium's fake
// microphone), A gets the ringing dialog and accepts, both are connected, A hangs up.

const texts = { en: { chat: enChat, ads: enAds }, ar: { chat: arChat, ads: arAds } } as const;

// The desktop steps were written for an 860 px high window.
const DESKTOP = { width: 1366, height: 860 };

let session: BrowserSession;
let dir: string;
let picture: string;

beforeAll(async () => {
  session = await launchBrowser({
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  dir = await mkdtemp(join(tmpdir(), 'souq-chat-e2e-'));
  picture = join(dir, 'bike-scratch.png');
  await writeFile(
    picture,
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer(),
  );
});

afterAll(async () => {
  await session?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A page signed in as `account` in `lng` that may use the (fake) microphone. */
const pageAs = (account: Account, lng: Lng, viewport: { width: number; height: number }) =>
  signedInPage(session, account, lng, viewport, { permissions: ['microphone'] });

const noAxeProblems = async (page: Page, where: string) => {
  expect(await seriousAxeViolations(page), where).toEqual([]);
};

const notWiderThanScreen = async (page: Page) => {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
};

describe.each(['en', 'ar'] as const)('chat in %s', (lng) => {
  const t = texts[lng];

  test('A asks about B’s ad with text and a picture, B answers live, then B calls A', async () => {
    const a = await registerAccount('Amal');
    const b = await registerAccount('Badr');
    const adTitle = lng === 'ar' ? `دراجة زرقاء ${run}` : `Blue bicycle ${run}`;
    const adId = await postAd(b, adTitle);

    const pageA = await pageAs(a, lng, DESKTOP);
    const pageB = await pageAs(b, lng, PHONE);
    try {
      // B waits on the chat page of a phone: the list, no conversation yet.
      await pageB.goto('/chat');
      await pageB.getByRole('heading', { name: t.chat.conversations, level: 2 }).waitFor();
      await pageB.getByText(t.chat['no-conversations']).waitFor();

      // A opens the chat from B's ad: the conversation about that ad.
      await pageA.goto(`/ads/${adId}`);
      await pageA.getByRole('heading', { name: adTitle }).waitFor();
      await pageA
        .getByRole('button', { name: t.ads.contact.chat, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await pageA.waitForURL(/\/chat\?c=\d+$/);
      const card = pageA.getByTestId('chat-context-card');
      await expect.poll(() => card.textContent()).toContain(adTitle);
      await pageA.getByRole('heading', { name: b.name }).waitFor();

      // A writes: Enter sends.
      const box = pageA.getByLabel(t.chat.composer.label, { exact: true });
      await box.fill(lng === 'ar' ? 'هل ما زالت متوفرة؟' : 'Is it still available?');
      await box.press('Enter');
      const threadA = pageA.getByTestId('chat-messages');
      await threadA
        .getByText(lng === 'ar' ? 'هل ما زالت متوفرة؟' : 'Is it still available?')
        .waitFor();
      await threadA.getByText(t.chat.message.sent).first().waitFor();

      // B sees it arrive: the header badge and the conversation's unread count.
      const badgeB = pageB.getByTestId('chat-unread-badge');
      await expect.poll(() => badgeB.textContent(), { timeout: 10_000 }).toMatch(/^(1|١)$/);
      await pageB.getByText(a.name).waitFor();

      // A sends a picture.
      await pageA.getByTestId('chat-file-input').setInputFiles(picture);
      await pageA.getByRole('button', { name: t.chat.composer.send, exact: true }).click();
      await threadA
        .getByRole('button', {
          name: fill(t.chat.attachment['open-image'], { name: 'bike-scratch.webp' }),
        })
        .waitFor();
      await expect.poll(() => badgeB.textContent(), { timeout: 10_000 }).toMatch(/^(2|٢)$/);
      const unreadInList = pageB.getByTestId('conversation-unread');
      await expect.poll(() => unreadInList.textContent()).toMatch(/^(2|٢)/);
      await pageB.screenshot({ path: screenshotPath(`chat-${lng}-phone-list`) });
      await noAxeProblems(pageB, 'B’s list on a phone');
      await notWiderThanScreen(pageB);

      // B opens the conversation: the text, the picture (its lightbox), and replies.
      await pageB.getByRole('link', { name: new RegExp(a.name) }).click();
      const threadB = pageB.getByTestId('chat-messages');
      await threadB
        .getByText(lng === 'ar' ? 'هل ما زالت متوفرة؟' : 'Is it still available?')
        .waitFor();
      const thumb = threadB.getByRole('img', {
        name: fill(t.chat.attachment['open-image'], { name: 'bike-scratch.webp' }),
      });
      await thumb.waitFor();
      await expect
        .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await threadB
        .getByRole('button', {
          name: fill(t.chat.attachment['open-image'], { name: 'bike-scratch.webp' }),
        })
        .click();
      const viewer = pageB.getByRole('dialog', { name: t.chat.attachment.viewer });
      await viewer.getByRole('img').waitFor();
      await pageB.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      await expect.poll(() => badgeB.count()).toBe(0);
      const reply = lng === 'ar' ? 'نعم، ما زالت متوفرة' : 'Yes, it is still available';
      const boxB = pageB.getByLabel(t.chat.composer.label, { exact: true });
      await boxB.fill(reply);
      await boxB.press('Enter');
      await threadB.getByText(reply).waitFor();
      await pageB.screenshot({ path: screenshotPath(`chat-${lng}-phone-thread`) });
      await noAxeProblems(pageB, 'B’s thread on a phone');
      await notWiderThanScreen(pageB);

      // A sees the reply live, and "read" on what they sent.
      await threadA.getByText(reply).waitFor();
      await threadA.getByText(t.chat.message.read).first().waitFor();
      await pageA.screenshot({ path: screenshotPath(`chat-${lng}-desktop-thread`) });
      await noAxeProblems(pageA, 'A’s thread on a desktop');
      await notWiderThanScreen(pageA);

      // B calls A: A's dialog rings, A accepts, both are connected, A hangs up.
      await pageB.getByRole('button', { name: fill(t.chat.thread.call, { name: a.name }) }).click();
      const dialogB = pageB.getByRole('dialog', {
        name: fill(t.chat.call.calling, { name: a.name }),
      });
      await dialogB.waitFor();
      const ringing = pageA.getByRole('dialog', { name: t.chat.call['incoming-title'] });
      await ringing.waitFor({ timeout: 10_000 });
      await ringing.getByText(fill(t.chat.call.incoming, { name: b.name })).waitFor();
      await pageA.screenshot({ path: screenshotPath(`chat-${lng}-desktop-incoming-call`) });
      await noAxeProblems(pageA, 'the incoming call dialog');
      await ringing.getByRole('button', { name: t.chat.call.accept }).click();
      const connectedA = pageA.getByRole('dialog', {
        name: fill(t.chat.call.connected, { name: b.name }),
      });
      const connectedB = pageB.getByRole('dialog', {
        name: fill(t.chat.call.connected, { name: a.name }),
      });
      await connectedA.waitFor({ timeout: 20_000 });
      await connectedB.waitFor({ timeout: 20_000 });
      await connectedA.getByTestId('call-duration').waitFor();
      await pageB.screenshot({ path: screenshotPath(`chat-${lng}-phone-call`) });
      await connectedA.getByRole('button', { name: t.chat.call['hang-up'] }).click();
      await pageA.getByRole('dialog', { name: t.chat.call['ended-title'] }).waitFor();
      await pageB
        .getByRole('dialog', { name: t.chat.call['ended-title'] })
        .waitFor({ timeout: 10_000 });
    } finally {
      await pageA.context().close();
      await pageB.context().close();
    }
  });
});
