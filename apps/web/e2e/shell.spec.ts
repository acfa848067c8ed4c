import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BrowserSession, launchBrowser, screenshotPath } from './support/browser.ts';

// The web shell as a first-time visitor meets it: landing, language, guard, not-found, menu.
let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

const htmlAttrs = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('landing', () => {
  test('a visitor sees the English landing page without navigation or footer', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.title()).toContain('Souq');
    expect(await page.getByRole('link', { name: 'Choose a category' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBeGreaterThan(0);
    // No main navigation and no footer on the landing page (seed route table).
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('landing-en'), fullPage: true });
    await context.close();
  });

  test('switching to Arabic gives a right-to-left page that survives a reload', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('option', { name: 'العربية' }).click();
    await reloaded;
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.getByRole('link', { name: 'تسجيل الدخول' }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('landing-ar'), fullPage: true });
    await context.close();
  });

  test('a script given as ?lng= is ignored: English, nothing stored, nothing run', async () => {
    const { page, context } = await session.newPage();
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await page.goto(`/?lng=${encodeURIComponent('<script>alert(1)</script>')}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlAttrs(page)).toEqual({ lang: 'en', dir: 'ltr' });
    const stored = await page.evaluate(() => localStorage.getItem('i18nextLng'));
    expect(stored === null || stored === 'en').toBe(true);
    expect(await page.content()).not.toContain('<script>alert(1)</script>');
    expect(dialogs).toBe(0);
    await context.close();
  });

  test('?lng=ar opens the page in Arabic', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/?lng=ar');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlAttrs(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await context.close();
  });
});

describe('routes', () => {
  test('a guarded route sends a signed-out visitor to /login', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/wish-list');
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    // The URL changes before the lazily loaded sign-in page replaces the guarded layout.
    await page.locator('input[type="password"]').waitFor();
    // Sign-in pages have no header navigation.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await context.close();
  });

  test('an unknown path shows the not-found page with the footer', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText("Oops! The page you're looking for doesn't exist.").count()).toBe(
      1,
    );
    const footer = page.getByRole('contentinfo');
    // The footer is below the fold and loads after the page.
    await footer.waitFor();
    expect(await footer.count()).toBe(1);
    for (const name of ['Terms of use', 'Privacy policy', 'About us']) {
      expect(await footer.getByRole('link', { name }).count()).toBe(1);
    }
    expect(await footer.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      '/pages/terms',
    );
    await context.close();
  });

  test('/home shows the main navigation in the seed order, with login and sign up when signed out', async () => {
    const { page, context } = await session.newPage();
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/home',
      '/jobs',
      '/auctions',
      '/ads',
      '/contact',
      '/login',
      '/register',
    ]);
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await context.close();
  });
});

describe('small screens', () => {
  test('the navigation is a slide-in menu that closes when a link is chosen', async () => {
    const { page, context } = await session.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await page.screenshot({ path: screenshotPath('mobile-menu-en') });
    await menu.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/contact');
    await menu.waitFor({ state: 'detached' });
    // And again, closed with its close button this time.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });
});
