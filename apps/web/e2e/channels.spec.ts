import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, type ExpectStatic, test } from 'vitest';
import arChat from '../src/locales/ar/chat.json';
import arCommon from '../src/locales/ar/common.json';
import enChat from '../src/locales/en/chat.json';
import enCommon from '../src/locales/en/common.json';
import {
  api,
  DESKTOP,
  fill,
  type Lng,
  PHONE,
  pageAs,
  picture,
  registerAccount,
  run,
} from './support/accounts.ts';
import { overflow, seriousAxeViolations } from './support/axe.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// Channels end to end, in English and in Arabic at once, two people in two browser contexts
// against the real server: A (desktop) creates a private channel with a picture and adds B (a
// person A talks to); B (a 360 px phone) sees the channel appear live, they exchange messages
// live, then A removes B, whose open channel is gone at once.

const texts = { en: { chat: enChat, common: enCommon }, ar: { chat: arChat, common: arCommon } };

let session: BrowserSession;
let dir: string;
let image: string;

beforeAll(async () => {
  session = await launchBrowser();
  dir = await mkdtemp(join(tmpdir(), 'souq-channels-e2e-'));
  image = join(dir, 'channel.png');
  await writeFile(image, await picture(200, 200, '#7c3aed'));
});
afterAll(async () => {
  await session?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const checkPage = async (expect: ExpectStatic, page: Page, where: string) => {
  expect(await seriousAxeViolations(page), where).toEqual([]);
  expect(await overflow(page), `${where}: wider than the screen`).toBeLessThanOrEqual(0);
};

test.concurrent.for(['en', 'ar'] as const)(
  'in %s: a private channel, a member added live, messages both ways, the member removed',
  { timeout: 90_000 },
  async (lng: Lng, { expect }) => {
    const t = texts[lng];
    const c = t.chat.channels;
    const [a, b] = await Promise.all([registerAccount('Owner'), registerAccount('Guest')]);
    // A talks to B already: B is among the people A may add.
    const started = await api('/chat/start-conversation', {
      method: 'POST',
      token: a.token,
      body: JSON.stringify({ user_id: b.id }),
    });
    expect(started.status).toBe(201);
    const name = lng === 'ar' ? `فريق البيع ${run}` : `Sales team ${run}`;

    const pageA = await pageAs(session, a, lng, DESKTOP);
    const pageB = await pageAs(session, b, lng, PHONE);
    try {
      // B waits on the Channels tab of a phone: no channel yet.
      await pageB.goto('/chat/channels');
      await pageB.getByText(c.list.empty).waitFor();

      // A creates a private channel with a picture.
      await pageA.goto('/chat');
      await pageA.getByRole('link', { name: t.chat.tabs.channels }).click();
      await pageA.waitForURL(/\/chat\/channels$/);
      await pageA.getByRole('button', { name: c.create }).click();
      const form = pageA.getByRole('dialog', { name: c.form['create-title'] });
      await form.getByLabel(c.form.name).fill(name);
      await form
        .getByLabel(c.form.description, { exact: false })
        .fill(lng === 'ar' ? 'تنسيق العروض' : 'Coordinating offers');
      await form.getByLabel(c.form.private).check();
      await form.locator('input[type=file]').setInputFiles(image);
      await form.getByRole('button', { name: c.form.create }).click();
      await pageA.waitForURL(/\/chat\/channels\?c=\d+$/);
      const channelId = Number(new URL(pageA.url()).searchParams.get('c'));
      const header = pageA.getByRole('heading', { name, level: 2 });
      await header.waitFor();
      await pageA.getByText(c.thread.empty).waitFor();
      await pageA.screenshot({ path: screenshotPath(`channels-${lng}-desktop-new`) });

      // A adds B from the people A talks to.
      await pageA.getByRole('button', { name: c.thread.members }).click();
      const members = pageA.getByRole('dialog', { name: c.members.title });
      await members.getByLabel(c.members.search).fill(b.name.slice(0, 5));
      await members
        .getByRole('button', { name: fill(c.members['add-named'], { name: b.name }) })
        .click();
      await members.locator(`[data-member-id="${b.id}"]`).waitFor();
      await checkPage(expect, pageA, 'members dialog');
      await pageA.screenshot({ path: screenshotPath(`channels-${lng}-desktop-members`) });
      await pageA.keyboard.press('Escape');

      // B sees the channel appear without reloading; A writes and B's list counts it live.
      const entry = pageB.locator(`a[data-channel-id="${channelId}"]`);
      await entry.waitFor({ timeout: 10_000 });
      const hello = lng === 'ar' ? 'مرحبًا بالجميع' : 'Hello everyone';
      const boxA = pageA.getByLabel(t.chat.composer.label, { exact: true });
      await boxA.fill(hello);
      await boxA.press('Enter');
      const badge = entry.getByTestId('channel-unread');
      await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toMatch(/^(1|١)/);
      await checkPage(expect, pageB, 'B’s channels on a phone');
      await pageB.screenshot({ path: screenshotPath(`channels-${lng}-phone-list`) });

      // B opens it: A's message, with A's name; the badge is gone once read.
      await entry.click();
      await pageB.getByRole('heading', { name, level: 2 }).waitFor();
      const threadB = pageB.getByTestId('channel-messages');
      await threadB.getByText(hello).waitFor();
      await threadB.getByText(a.name).first().waitFor();
      await expect.poll(() => badge.count()).toBe(0);

      // B answers, A sees it live; A writes again, B sees it live.
      const reply = lng === 'ar' ? 'أهلًا، شكرًا للإضافة' : 'Hi, thanks for adding me';
      const boxB = pageB.getByLabel(t.chat.composer.label, { exact: true });
      await boxB.fill(reply);
      await boxB.press('Enter');
      await pageA.getByTestId('channel-messages').getByText(reply).waitFor({ timeout: 10_000 });
      const again = lng === 'ar' ? 'نلتقي غدًا' : 'See you tomorrow';
      await boxA.fill(again);
      await boxA.press('Enter');
      await threadB.getByText(again).waitFor({ timeout: 10_000 });
      await checkPage(expect, pageB, 'B’s channel on a phone');
      await pageB.screenshot({ path: screenshotPath(`channels-${lng}-phone-thread`) });
      await checkPage(expect, pageA, 'A’s channel');

      // A removes B (the seed's confirm modal); B's open channel is gone at once.
      await pageA.getByRole('button', { name: c.thread.members }).click();
      await members
        .getByRole('button', { name: fill(c.members['remove-named'], { name: b.name }) })
        .click();
      const confirm = pageA.getByRole('dialog', {
        name: fill(c.members['remove-title'], { name: b.name }),
      });
      await confirm.getByRole('button', { name: t.common.confirm['confirm-delete'] }).click();
      await expect.poll(() => members.locator(`[data-member-id="${b.id}"]`).count()).toBe(0);
      await pageB.getByText(c['lost-title']).waitFor({ timeout: 10_000 });
      await pageB.screenshot({ path: screenshotPath(`channels-${lng}-phone-lost`) });
      // Not even through the API, nor by reloading.
      const after = await api(`/channels/messages/${channelId}`, { token: b.token });
      expect(after.status).toBe(404);
      await pageB.reload();
      await pageB.getByText(c['not-found-title'], { exact: true }).waitFor();
      await checkPage(expect, pageB, 'B after removal');

      // The directory of public channels, on the desktop.
      const open = lng === 'ar' ? `سوق الدراجات ${run}` : `Bike market ${run}`;
      const opened = await api('/channels/create', {
        method: 'POST',
        token: b.token,
        body: JSON.stringify({ name: open, description: 'Bikes, parts and rides.' }),
      });
      expect(opened.status).toBe(201);
      await pageA.goto('/chat/channels?view=discover');
      await pageA.getByRole('heading', { name: c.directory.title, level: 2 }).waitFor();
      await pageA.getByLabel(c.directory.search).fill(open);
      await pageA
        .getByRole('button', { name: fill(c.directory['join-named'], { name: open }) })
        .waitFor();
      // The private channel is never listed, even to its owner.
      expect(await pageA.getByRole('heading', { name, level: 3 }).count()).toBe(0);
      await checkPage(expect, pageA, 'directory');
      await pageA.screenshot({ path: screenshotPath(`channels-${lng}-desktop-directory`) });
    } finally {
      await pageA.context().close();
      await pageB.context().close();
    }
  },
);
