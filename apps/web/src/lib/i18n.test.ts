import { afterEach, describe, expect, test, vi } from 'vitest';

/** A fresh i18next (and detector) started at `url`, as on a page load. */
async function loadI18nAt(url: string) {
  window.history.replaceState(null, '', url);
  vi.resetModules();
  const module = await import('./i18n');
  await module.loadCurrentLanguage();
  return module.i18n;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('language detection', () => {
  test('?lng=ar selects Arabic, caches it and sets <html lang="ar" dir="rtl">', async () => {
    const i18n = await loadI18nAt('/?lng=ar');
    expect(i18n.language).toBe('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
  });

  test('a stored language is used when the query has none', async () => {
    localStorage.setItem('i18nextLng', 'ar');
    const i18n = await loadI18nAt('/home');
    expect(i18n.language).toBe('ar');
  });

  test.each([
    ['script injection', '/?lng=<script>alert(1)</script>', '<script>'],
    ['an unsupported language', '/?lng=fr', 'fr'],
  ])('%s in ?lng is ignored: stays English, never stored', async (_, url, bad) => {
    const i18n = await loadI18nAt(url);
    expect(i18n.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    const stored = localStorage.getItem('i18nextLng');
    expect([null, 'en']).toContain(stored);
    expect(stored ?? '').not.toContain(bad);
    expect(document.documentElement.outerHTML).not.toContain('alert(1)');
  });

  test('a stored value that looks like script injection is ignored', async () => {
    localStorage.setItem('i18nextLng', '"><img src=x onerror=alert(1)>');
    const i18n = await loadI18nAt('/');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });
});
