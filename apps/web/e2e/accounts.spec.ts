import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, test } from 'vitest';
import arAccounts from '../src/locales/ar/accounts.json';
import arAds from '../src/locales/ar/ads.json';
import arCommon from '../src/locales/ar/common.json';
import enAccounts from '../src/locales/en/accounts.json';
import enAds from '../src/locales/en/ads.json';
import enCommon from '../src/locales/en/common.json';
import { demoPlace, type Lng, PASSWORD, pageAs, run } from './support/accounts.ts';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

/** An account-type card is named by its title, then its description. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

// Accounts end to end, in English and in Arabic, against the real server (its dev outbox on, so
// /api/v1/dev/outbox shows the e-mailed reset codes): register, log out, log in and land on the
// guarded page first asked for, a company with a logo, a forgotten password, a profile edit.
// Every journey has its own account (and address, so its own reset code) and runs beside the
// others: most of one is waiting for the network and the server.

const texts = {
  en: { accounts: enAccounts, ads: enAds, common: enCommon },
  ar: { accounts: arAccounts, ads: arAds, common: arCommon },
} as const;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

let serial = 0;
const uniqueEmail = (label: string) => `${label}.${run}.${++serial}@example.com`;
const toArabicDigits = (value: string) =>
  value.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** A signed-out page in `lng`, at the browser's own 1280×800. */
async function newPage(lng: Lng): Promise<{ page: Page; context: BrowserContext }> {
  const page = await pageAs(session, null, lng, { width: 1280, height: 800 });
  return { page, context: page.context() };
}

/** A real PNG drawn by the browser's canvas (the API decodes and re-encodes it). */
async function pngFile(page: Page, name: string, color: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 120;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 120, 120);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(30, 30, 60, 60);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, color);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

const userMenuButton = (page: Page, lng: Lng, name: string) =>
  page.getByRole('button', {
    name: texts[lng].common.header['user-menu'].replace('{{name}}', name),
  });

async function register(
  expect: ExpectStatic,
  page: Page,
  lng: Lng,
  account: { type: 'user' | 'company'; name: string; email: string; companyName?: string },
  options: { screenshot?: string } = {},
) {
  const a = texts[lng].accounts;
  await page.goto('/register');
  await page.getByRole('heading', { name: a.register.title }).waitFor();
  await page
    .getByRole('button', { name: startsWith(a.register.types[account.type].title) })
    .click();
  await page.getByRole('heading', { name: a.register['form-title'][account.type] }).waitFor();
  if (account.type === 'company') {
    await page.getByLabel(a.fields['company-name']).fill(account.companyName!);
    await page.getByLabel(a.fields['commercial-register']).fill('1010123456');
    await page.getByLabel(a.fields.logo).setInputFiles(await pngFile(page, 'logo.png', '#0f766e'));
    await page
      .getByRole('img', { name: a.image.preview.replace('{{label}}', a.fields.logo) })
      .waitFor();
  }
  await page
    .getByLabel(account.type === 'company' ? a.fields['contact-name'] : a.fields.name)
    .fill(account.name);
  await page.getByLabel(a.fields.email).fill(account.email);
  const region = page.getByRole('combobox', { name: a.fields.region });
  expect(await region.isDisabled()).toBe(true);
  await page
    .getByRole('combobox', { name: a.fields.country })
    .selectOption(String((await demoPlace()).countryId));
  await page.getByText('+966', { exact: true }).waitFor();
  await page.locator('select:enabled').nth(1).waitFor();
  await region.selectOption({ index: 1 });
  // Arabic-Indic digits in the phone become ASCII before they are sent.
  await page.getByLabel(a.fields.phone).fill(lng === 'ar' ? '٠٥٠١٢٣٤٥٦٧' : '0501234567');
  await page.getByLabel(a.fields.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(a.fields['password-confirmation']).fill(PASSWORD);
  if (options.screenshot) {
    await page.screenshot({ path: screenshotPath(options.screenshot), fullPage: true });
  }
  await page.getByRole('button', { name: a.register.submit }).click();
  await page.waitForURL('**/home');
  await userMenuButton(page, lng, account.name).waitFor();
  // The welcome toast shows where the user menu opens, once its lazy container has loaded: wait for
  // the container (it stays), so that a click in the menu waits until no toast covers the item
  // instead of landing on one that appeared under the pointer.
  await page.locator('.Toastify').waitFor({ state: 'attached' });
}

async function logOut(page: Page, lng: Lng, name: string) {
  await userMenuButton(page, lng, name).click();
  await page.getByRole('menuitem', { name: texts[lng].common.header.logout }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: texts[lng].common.nav.login }).first().waitFor();
}

async function logIn(page: Page, lng: Lng, email: string, password: string) {
  const a = texts[lng].accounts;
  await page.getByRole('heading', { name: a.login.title }).waitFor();
  await page.getByLabel(a.fields.email).fill(email);
  await page.getByLabel(a.fields.password).fill(password);
  await page.getByRole('button', { name: a.login.submit }).click();
}

describe.concurrent.each(['en', 'ar'] as const)('accounts in %s', (lng) => {
  const a = texts[lng].accounts;

  test('register a person, log out, log in again and land on the guarded page first asked for', async ({
    expect,
  }) => {
    const { page, context } = await newPage(lng);
    const email = uniqueEmail(`person-${lng}`);
    const name = lng === 'ar' ? 'ليلى حداد' : 'Layla Haddad';
    await page.goto('/register?ref=FRIEND1');
    await page.getByRole('button', { name: startsWith(a.register.types.user.title) }).waitFor();
    await page.screenshot({ path: screenshotPath(`register-choice-${lng}`) });
    await register(
      expect,
      page,
      lng,
      { type: 'user', name, email },
      { screenshot: `register-${lng}` },
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!))).toEqual({
      isAuthenticated: true,
      role: 'user',
    });

    await logOut(page, lng, name);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/wish-list');
    await page.waitForURL('**/login');
    // A wrong password: the seed's message, and the page stays.
    await logIn(page, lng, email, 'wrong-password1');
    await page.getByText(texts[lng].accounts.login.title).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: lng === 'ar' ? 'فشل تسجيل الدخول' : 'Login failed' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel(a.fields.password).fill(PASSWORD);
    await page.getByRole('button', { name: a.login.submit }).click();
    await page.waitForURL('**/wish-list');
    await userMenuButton(page, lng, name).waitFor();
    await context.close();
  });

  test('logging out on a guarded page, or a token revoked on the server, ends on / (seed §2, §4, §8)', async ({
    expect,
  }) => {
    const { page, context } = await newPage(lng);
    const email = uniqueEmail(`leave-${lng}`);
    const name = lng === 'ar' ? 'هند' : 'Hind';
    await register(expect, page, lng, { type: 'user', name, email });
    const stillHome = async () => {
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: texts[lng].common.nav.login }).first().waitFor();
      // The guard of the page left behind must not send the visitor on to /login.
      await page.waitForTimeout(400);
      expect(new URL(page.url()).pathname).toBe('/');
    };
    for (const path of ['/ads', '/community', '/profile', '/pages/terms']) {
      await page.goto(path);
      await userMenuButton(page, lng, name).waitFor();
      await page.waitForLoadState('networkidle');
      await logOut(page, lng, name);
      await stillHome();
      await page.goto('/login');
      await logIn(page, lng, email, PASSWORD);
      await userMenuButton(page, lng, name).waitFor();
    }

    // A token revoked server-side (signed out on another device): the next call answers 401.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const revoked = await page.request.post('/api/v1/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);
    await page.goto('/profile');
    await stillHome();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
    // Four sign-outs and sign-ins beside the file's other journeys: about a minute on a slow
    // 2-core machine, where the browser is the bottleneck.
  }, 150_000);

  test('register a company with a logo and see the company badge on the profile', async ({
    expect,
  }) => {
    const { page, context } = await newPage(lng);
    const name = lng === 'ar' ? 'سامي العتيبي' : 'Sami Otaibi';
    const companyName = lng === 'ar' ? 'نخيل للتجارة' : 'Nakheel Trading';
    await register(expect, page, lng, {
      type: 'company',
      name,
      email: uniqueEmail(`company-${lng}`),
      companyName,
    });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).role)).toBe(
      'company',
    );
    await page.goto('/profile');
    await page.getByText(a.profile['company-badge'], { exact: true }).waitFor();
    await page.getByText(companyName).first().waitFor();
    const logo = page.getByRole('img', {
      name: a.profile['logo-of'].replace('{{name}}', companyName),
    });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toContain('/media/');
    // Shown once it has loaded (on a busy machine, a moment after the badge).
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.screenshot({ path: screenshotPath(`profile-company-${lng}`), fullPage: true });
    // The other tabs are the seed's account vocabulary, each with a real empty state.
    await page.getByRole('tab', { name: a.profile.tabs['my-ads'] }).click();
    const ads = texts[lng].ads;
    await page.getByText(ads.mine.empty).waitFor();
    const addAd = page.getByRole('link', { name: ads.list.add });
    expect(await addAd.first().getAttribute('href')).toBe('/AddAds');
    await context.close();
  });

  test('forgot password: the e-mailed code from the outbox, a new password, then log in with it', async ({
    expect,
  }) => {
    const { page, context } = await newPage(lng);
    const email = uniqueEmail(`reset-${lng}`);
    const name = lng === 'ar' ? 'نور' : 'Noor';
    await register(expect, page, lng, { type: 'user', name, email });
    await logOut(page, lng, name);

    await page.goto('/login');
    await page.getByRole('link', { name: a.login.forgot }).click();
    await page.getByRole('heading', { name: a.forget.title }).waitFor();
    await page.getByLabel(a.fields.email).fill(email);
    await page.getByRole('button', { name: a.forget.submit }).click();
    await page.waitForURL('**/verification-code');
    // A reload keeps the step: the e-mail is kept in sessionStorage.
    await page.reload();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: a.verify.resend }).waitFor({ state: 'detached' });

    const outbox = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
    const mails = ((await outbox.json()) as { data: Array<{ subject: string; body: string }> })
      .data;
    const digits = /[0-9\u0660-\u0669]{6}/.exec(`${mails[0]!.subject} ${mails[0]!.body}`)![0];
    const code = digits.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
    const first = page.getByRole('textbox', {
      name: a.verify.digit.replace('{{index}}', '1').replace('{{count}}', '6'),
    });
    await first.click();
    // Arabic readers may type Arabic-Indic digits: they are converted.
    await page.keyboard.type(lng === 'ar' ? toArabicDigits(code) : code);
    await page.screenshot({ path: screenshotPath(`verification-code-${lng}`), fullPage: true });
    await page.getByRole('button', { name: a.verify.submit }).click();

    await page.waitForURL('**/reset-password');
    const newPassword = 'oasis2025palm';
    await page.getByLabel(a.fields['new-password']).fill(newPassword);
    await page.getByLabel(a.fields['password-confirmation']).fill(newPassword);
    await page.getByRole('button', { name: a.reset.submit }).click();
    await page.waitForURL('**/login');
    await page.locator('.Toastify__toast--success').first().waitFor();

    await logIn(page, lng, email, newPassword);
    await page.waitForURL('**/home');
    await userMenuButton(page, lng, name).waitFor();
    await context.close();
  });

  test('edit the profile: a new name and avatar show in the header', async ({ expect }) => {
    const { page, context } = await newPage(lng);
    const name = lng === 'ar' ? 'هند' : 'Hind';
    const newName = lng === 'ar' ? 'هند السالم' : 'Hind Salem';
    await register(expect, page, lng, { type: 'user', name, email: uniqueEmail(`profile-${lng}`) });
    const headerAvatar = userMenuButton(page, lng, name).locator('img');
    expect(await headerAvatar.getAttribute('src')).toBe('/default-avatar.svg');

    await userMenuButton(page, lng, name).click();
    await page.getByRole('menuitem', { name: texts[lng].common.header.profile }).click();
    await page.waitForURL('**/profile');
    const nameField = page.getByLabel(a.fields.name);
    await nameField.waitFor();
    await nameField.fill(newName);
    await page.getByLabel(a.fields.avatar).setInputFiles(await pngFile(page, 'me.png', '#b45309'));
    await page
      .getByRole('img', { name: a.image.preview.replace('{{label}}', a.fields.avatar) })
      .waitFor();
    await page
      .getByLabel(a.fields.bio)
      .fill(lng === 'ar' ? 'أحب الأسواق القديمة.' : 'I love old souqs.');
    await page.getByRole('button', { name: a.profile.save }).click();

    const updated = userMenuButton(page, lng, newName);
    await updated.waitFor();
    const src = await updated.locator('img').getAttribute('src');
    expect(src).toContain('/media/');
    // Shown once it has loaded (on a busy machine, a moment after the new name).
    await expect
      .poll(
        () =>
          updated
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        { timeout: 10_000 },
      )
      .toBe(true);
    // Saved on the server: a reload shows it too.
    await page.reload();
    await userMenuButton(page, lng, newName).waitFor();
    await page.screenshot({ path: screenshotPath(`profile-${lng}`), fullPage: true });
    await context.close();
  });
});
