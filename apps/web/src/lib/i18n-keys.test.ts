import { describe, expect, test } from 'vitest';
import { i18n, loadLanguage } from './i18n';
import { type MessageKey, type TranslationKey, translateMessage } from './i18n-keys';

describe('typed translation keys', () => {
  test('a key of any namespace is shown in the active language', async () => {
    await loadLanguage('ar', ['common', 'accounts']);
    await i18n.changeLanguage('ar');
    const key: MessageKey = 'accounts:errors.required';
    expect(translateMessage(i18n.t, key)).toBe(
      i18n.getResource('ar', 'accounts', 'errors.required'),
    );
    await i18n.changeLanguage('en');
  });

  test('a misspelt or missing key fails the type check (tsc -p apps/web)', () => {
    const known: TranslationKey<'ads'> = 'card.save';
    // @ts-expect-error: no such key in en/ads.json
    const misspelt: TranslationKey<'ads'> = 'card.svae';
    // @ts-expect-error: the key exists in accounts, not in ads
    const wrongNamespace: MessageKey = 'ads:errors.required';
    // @ts-expect-error: a hook's `t` takes only its own namespaces
    i18n.getFixedT(null, 'ads')('nav.no-such-key');
    expect([known, misspelt, wrongNamespace]).toHaveLength(3);
  });
});
