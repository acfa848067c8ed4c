import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import arCommon from '../src/locales/ar/common.json';
import arCommunity from '../src/locales/ar/community.json';
import enCommon from '../src/locales/en/common.json';
import enCommunity from '../src/locales/en/community.json';
import {
  type Account,
  api,
  demoPlace,
  type Lng,
  registerAccount,
  run,
  pageAs as signedInPage,
} from './support/accounts.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// The community feed end to end, in English and in Arabic, against the real server: two users,
// a post with a photo, reactions, comments and replies, the modals, edit and delete, sharing,
// infinite scroll, and the reaction picker's side in each direction.

const texts = {
  en: { c: enCommunity, common: enCommon },
  ar: { c: arCommunity, common: arCommon },
} as const;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

// The desktop steps were written for a 1280×900 window.
const LAPTOP = { width: 1280, height: 900 };

/** A person registered through the API (the accounts journey covers the form). */
const registerPerson = (name: string) => registerAccount('community', { name });

async function pageAs(person: Account, lng: Lng, viewport = LAPTOP) {
  const page = await signedInPage(session, person, lng, viewport, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return { page, context: page.context() };
}

/** A real PNG drawn by the browser's canvas. */
async function pngFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 640, 360);
    gradient.addColorStop(0, '#0f766e');
    gradient.addColorStop(1, '#f59e0b');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 640, 360);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name: 'souq.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function apiPost(person: Account, content: string) {
  const { countryId, regionId } = await demoPlace();
  const form = new FormData();
  form.append('content', content);
  form.append('country_id', String(countryId));
  form.append('region_id', String(regionId));
  const { status, body } = await api<{ data: { id: number } }>('/posts/create', {
    method: 'POST',
    token: person.token,
    body: form,
  });
  expect(status).toBe(201);
  return body.data.id;
}

const card = (page: Page, text: string): Locator =>
  page.locator('article').filter({ has: page.getByText(text, { exact: true }) });

const counts = (article: Locator) => article.getByTestId('post-counts');
const plural = (lng: Lng, forms: Record<string, string>, count: number) => {
  const category = new Intl.PluralRules(lng).select(count);
  return (forms[`${category}`] ?? forms.other!).replace('{{count}}', String(count));
};
const countText = (lng: Lng, key: 'comments-count' | 'reactions-count', count: number) => {
  const post = texts[lng].c.post as Record<string, string>;
  const forms = Object.fromEntries(
    Object.entries(post)
      .filter(([k]) => k.startsWith(`${key}_`))
      .map(([k, v]) => [k.slice(key.length + 1), v]),
  );
  return plural(lng, forms, count);
};

/** The summary button's name for one reaction. */
const summaryName = (lng: Lng) => {
  const r = texts[lng].c.reactions as unknown as Record<string, string>;
  return (r[`summary_${new Intl.PluralRules(lng).select(1)}`] ?? r.summary_one!).replace(
    '{{count}}',
    '1',
  );
};

async function openPicker(article: Locator) {
  await article.getByTestId('reaction-button').hover();
  const picker = article.getByRole('menu');
  await picker.waitFor();
  return picker;
}

/**
 * Hovers the reaction button and picks `name`. A hover picker closes when the feed re-renders
 * under the pointer (a realtime update, a refetch); a person hovers again, and so does this.
 */
async function pickReaction(article: Locator, name: string) {
  await vi.waitFor(
    async () => {
      const picker = await openPicker(article);
      await picker.getByRole('menuitemradio', { name }).click({ timeout: 3_000 });
    },
    { timeout: 30_000, interval: 200 },
  );
}

describe.each(['en', 'ar'] as const)('community in %s', (lng) => {
  const { c, common } = texts[lng];

  test('a post with a photo: reactions, comments, replies, edit, share and delete', async () => {
    const names = lng === 'ar' ? ['سلمى العتيبي', 'خالد الحربي'] : ['Salma Otaibi', 'Khaled Harbi'];
    const a = await registerPerson(names[0]!);
    const b = await registerPerson(names[1]!);
    const text = lng === 'ar' ? `غروب رائع في الرياض ${run}` : `Sunset over Riyadh ${run}`;

    // A writes a post with a photo; country and region come from A's profile.
    const { page: pageA, context: contextA } = await pageAs(a, lng);
    // The machine is offline: WhatsApp answers from a stub.
    await contextA.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }),
    );
    await pageA.goto('/community');
    const composer = pageA.getByRole('region', { name: c.composer.title });
    await composer.getByRole('textbox').click();
    await composer.getByRole('textbox').fill(text);
    await composer.locator('input[type=file]').setInputFiles(await pngFile(pageA));
    await composer.getByRole('img').nth(1).waitFor();
    await composer.getByRole('button', { name: c.composer.submit, exact: true }).click();
    const postA = card(pageA, text);
    await postA.waitFor().catch(async (error) => {
      await pageA.screenshot({ path: screenshotPath(`community-debug-${lng}`), fullPage: true });
      throw error;
    });
    await postA.locator(`img[alt="${c.post['image-alt'].replace('{{name}}', a.name)}"]`).waitFor();
    await expect.poll(() => composer.getByRole('textbox').inputValue()).toBe('');
    await pageA.screenshot({ path: screenshotPath(`community-feed-${lng}`) });

    // B loves it, then changes to haha, then comments; B sees no edit or delete.
    const { page: pageB } = await pageAs(b, lng);
    await pageB.goto('/community');
    const postB = card(pageB, text);
    await postB.waitFor();
    // The picker opens from the start side: left in English, right in Arabic. (Measured again if
    // a feed re-render closed it between the hover and the measurement, see pickReaction.)
    const picker = postB.getByRole('menu');
    await vi.waitFor(
      async () => {
        await openPicker(postB);
        const button = await postB.getByTestId('reaction-button').boundingBox();
        const menuBox = await picker.boundingBox({ timeout: 2_000 });
        if (!button || !menuBox) throw new Error('the picker closed before it was measured');
        const offset =
          lng === 'ar'
            ? menuBox.x + menuBox.width - (button.x + button.width)
            : menuBox.x - button.x;
        expect(Math.abs(offset)).toBeLessThan(2);
      },
      { timeout: 30_000, interval: 200 },
    );
    await pageB.screenshot({ path: screenshotPath(`community-picker-${lng}`) });
    await pickReaction(postB, c.reactions.types.love);
    await counts(postB)
      .getByText(countText(lng, 'reactions-count', 1))
      .waitFor();
    await postB.getByRole('button', { name: c.reactions.types.love, pressed: true }).waitFor();
    // It hides 200 ms after the pointer leaves.
    await pageB.mouse.move(0, 0);
    await picker.waitFor({ state: 'detached' });
    await postB.getByTestId('summary-emojis').waitFor();
    await pickReaction(postB, c.reactions.types.haha);
    await postB.getByRole('button', { name: c.reactions.types.haha, pressed: true }).waitFor();
    await counts(postB)
      .getByText(countText(lng, 'reactions-count', 1))
      .waitFor();

    const comment = lng === 'ar' ? 'صورة جميلة!' : 'Beautiful photo!';
    const send = postB.getByRole('button', { name: c['comment-form'].submit });
    expect(await send.isDisabled()).toBe(true);
    await postB.getByLabel(c['comment-form'].label).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await postB.getByLabel(c['comment-form'].label).fill(comment);
    await send.click();
    // The comment in the list, not the text still in the box while it is being sent.
    await postB.locator('[data-testid^="comment-"]').getByText(comment).waitFor();
    await expect.poll(() => postB.getByLabel(c['comment-form'].label).inputValue()).toBe('');
    await counts(postB)
      .getByText(countText(lng, 'comments-count', 1))
      .waitFor();

    await pageB.bringToFront();
    await postB.getByRole('button', { name: c.post.menu }).click();
    await postB.getByRole('menuitem', { name: c.post['copy-link'] }).waitFor();
    expect(await postB.getByRole('menuitem', { name: c.post.report }).count()).toBe(1);
    expect(await postB.getByRole('menuitem', { name: c.post.edit }).count()).toBe(0);
    expect(await postB.getByRole('menuitem', { name: c.post.delete }).count()).toBe(0);
    await postB.getByRole('menuitem', { name: c.post['copy-link'] }).click();
    await pageB.getByText(c.linkCopied).waitFor();
    expect(await pageB.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/community\?post=\d+$/,
    );

    // A sees the counts (live, through the post's room), opens the reactions modal on haha.
    await pageA.bringToFront();
    await counts(postA)
      .getByText(countText(lng, 'comments-count', 1))
      .waitFor();
    await counts(postA)
      .getByText(countText(lng, 'reactions-count', 1))
      .waitFor();
    await postA.getByRole('button', { name: summaryName(lng) }).click();
    const reactions = pageA.getByRole('dialog', { name: c['reactions-modal'].title });
    await reactions.getByRole('button', { name: c.reactions.more }).click();
    await reactions
      .getByRole('menuitemradio', { name: new RegExp(c.reactions.types.haha) })
      .click();
    await reactions.getByRole('link', { name: b.name }).waitFor();
    expect(await reactions.getByRole('link', { name: b.name }).getAttribute('href')).toBe(
      `/community/profile/${b.id}`,
    );
    await pageA.screenshot({ path: screenshotPath(`community-reactions-${lng}`) });
    await reactions.getByRole('tab', { name: new RegExp(c.reactions.types.love) }).click();
    await reactions
      .getByText(c['reactions-modal']['empty-title'].replace('{{type}}', c.reactions.types.love))
      .waitFor();
    await reactions.getByText(c['reactions-modal']['empty-description']).waitFor();
    await pageA.keyboard.press('Escape');

    // A replies to B's comment in the post-details modal, edits the reply, deletes it.
    await postA.getByRole('button', { name: c.post.comment, exact: true }).click();
    const details = pageA.getByRole('dialog', {
      name: c.details.title.replace('{{name}}', a.name),
    });
    const bComment = details.locator('li').filter({ hasText: comment }).first();
    await bComment.getByRole('button', { name: c.comments.reply, exact: true }).click();
    const reply = lng === 'ar' ? 'شكرًا لك!' : 'Thank you!';
    await details.getByLabel(c.comments['reply-label'].replace('{{name}}', b.name)).fill(reply);
    await details.getByRole('button', { name: c.comments['send-reply'] }).click();
    await details.getByText(reply, { exact: true }).waitFor();
    // B's comment offers A no edit (A may delete it: it is on A's post).
    const replyItem = details.locator('li li').filter({ hasText: reply });
    await replyItem.getByRole('button', { name: c.comments.options }).click();
    await replyItem.getByRole('menuitem', { name: c.comments.edit }).click();
    const edited = `${reply} 🌅`;
    await replyItem.getByLabel(c.comments['edit-label']).fill(edited);
    await replyItem.getByRole('button', { name: c.comments.save }).click();
    await details.getByText(edited, { exact: true }).waitFor();
    await pageA.screenshot({ path: screenshotPath(`community-details-${lng}`) });
    await replyItem.getByRole('button', { name: c.comments.options }).click();
    await replyItem.getByRole('menuitem', { name: c.comments.delete }).click();
    const confirmReply = pageA.getByRole('dialog', { name: common.confirm['delete-item'] });
    await confirmReply.getByText(common.confirm.description).waitFor();
    await confirmReply.getByRole('button', { name: common.confirm['confirm-delete'] }).click();
    await details.getByText(edited, { exact: true }).waitFor({ state: 'detached' });
    await details.getByText(comment).waitFor();
    await details.getByRole('button', { name: common.actions.close }).last().click();

    // A edits the post.
    await postA.getByRole('button', { name: c.post.menu }).click();
    await postA.getByRole('menuitem', { name: c.post.edit }).click();
    const edit = pageA.getByRole('dialog', { name: c.edit.title });
    const field = edit.getByRole('textbox', { name: c['post-form'].content });
    await expect.poll(() => field.inputValue()).toBe(text);
    const newText = `${text} ✨`;
    await field.fill(newText);
    await edit.getByRole('button', { name: c.edit.save }).click();
    await edit.waitFor({ state: 'detached' });
    const editedPost = card(pageA, newText);
    await editedPost.waitFor();

    // Sharing refuses an empty message with the seed's text.
    await editedPost.getByRole('button', { name: c.post.share, exact: true }).click();
    const share = pageA.getByRole('dialog', { name: c.share.title });
    await share.getByRole('link', { name: c.share.whatsapp }).click();
    await share.getByRole('alert').getByText(c.emptyShareError).waitFor();
    await share.getByRole('button', { name: c.share.emoji }).click();
    await share.locator('.EmojiPickerReact').waitFor();
    await share.getByLabel(c.share.message).fill(lng === 'ar' ? 'شاهد هذا' : 'Look at this');
    await pageA.screenshot({ path: screenshotPath(`community-share-${lng}`) });
    const [popup] = await Promise.all([
      pageA.waitForEvent('popup'),
      share.getByRole('link', { name: c.share.whatsapp }).click(),
    ]);
    expect(popup.url()).toContain('https://wa.me/?text=');
    expect(decodeURIComponent(popup.url())).toContain('/community?post=');
    // Opened with noopener: the new tab cannot reach this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await share.waitFor({ state: 'detached' });

    // A deletes the post through the confirm modal.
    await editedPost.getByRole('button', { name: c.post.menu }).click();
    await editedPost.getByRole('menuitem', { name: c.post.delete }).click();
    const confirm = pageA.getByRole('dialog', { name: common.confirm['delete-item'] });
    await confirm.getByRole('button', { name: common.confirm.cancel }).waitFor();
    await confirm.getByRole('button', { name: common.confirm['confirm-delete'] }).click();
    await editedPost.waitFor({ state: 'detached' });
    await pageA.reload();
    await pageA.getByRole('region', { name: c.composer.title }).waitFor();
    expect(await card(pageA, newText).count()).toBe(0);
  });

  test('on a phone: the feed scrolls to its next page; picker, modals', async () => {
    const author = await registerPerson(lng === 'ar' ? 'منى القحطاني' : 'Mona Qahtani');
    const reader = await registerPerson(lng === 'ar' ? 'فهد الدوسري' : 'Fahad Dosari');
    for (let n = 1; n <= 11; n++) await apiPost(author, `#${n} ${run} ${lng}`);
    const latest = `#11 ${run} ${lng}`;
    const latestId = await apiPost(author, latest.replace('#11', '#12'));
    await api(`/reactions/post/${latestId}/toggle`, {
      method: 'POST',
      token: reader.token,
      body: JSON.stringify({ type: 'wow' }),
    });

    const { page } = await pageAs(reader, lng, { width: 390, height: 844 });
    await page.goto('/community');
    const top = card(page, latest.replace('#11', '#12'));
    await top.waitFor();
    await page.screenshot({ path: screenshotPath(`community-feed-mobile-${lng}`) });
    const picker = await openPicker(top);
    const box = await picker.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenshotPath(`community-picker-mobile-${lng}`) });
    await page.mouse.move(5, 5);
    await picker.waitFor({ state: 'detached' });

    await top.getByRole('button', { name: summaryName(lng) }).click();
    const reactions = page.getByRole('dialog', { name: c['reactions-modal'].title });
    await reactions.getByRole('link', { name: reader.name }).waitFor();
    await page.screenshot({ path: screenshotPath(`community-reactions-mobile-${lng}`) });
    await page.keyboard.press('Escape');

    await top.getByRole('button', { name: c.post.comment, exact: true }).click();
    const details = page.getByRole('dialog');
    await details.getByText(c.comments.empty).waitFor();
    await page.screenshot({ path: screenshotPath(`community-details-mobile-${lng}`) });
    await page.keyboard.press('Escape');

    await top.getByRole('button', { name: c.post.share, exact: true }).click();
    const share = page.getByRole('dialog', { name: c.share.title });
    await share.getByRole('button', { name: c.share.copy }).click();
    await share.getByRole('alert').getByText(c.emptyShareError).waitFor();
    await page.screenshot({ path: screenshotPath(`community-share-mobile-${lng}`) });
    await page.keyboard.press('Escape');

    // Ten posts a page: scrolling to the end marker appends the next page.
    const before = await page.locator('article').count();
    expect(before).toBe(10);
    await page.getByTestId('feed-end').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('article').count(), { timeout: 15_000 })
      .toBeGreaterThan(10);
  });
});
