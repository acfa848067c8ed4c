import type { Locale } from '@souq/contract';
import { formatMoney as formatAmount } from '@souq/contract/money';
import i18next from 'i18next';
import { ar } from './ar.ts';
import { en, type Message, type MessageKey } from './en.ts';

export type { Message, MessageKey };
export type MessageVars = Record<string, string | number>;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

// i18next's plural keys are `<key>_<form>`; a plain message keeps its key.
const resourcesOf = (catalog: Record<MessageKey, Message>) =>
  Object.fromEntries(
    Object.entries(catalog).flatMap(([key, message]) =>
      typeof message === 'string'
        ? [[key, message]]
        : Object.entries(message).map(([form, text]) => [`${key}_${form}`, text]),
    ),
  );

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: {
    en: { translation: resourcesOf(en) },
    ar: { translation: resourcesOf(ar) },
  },
  lng: 'en',
  fallbackLng: false,
  // Keys are dotted names, not paths into nested objects.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // A variable the caller did not give stays as written, as the catalogs show it.
  missingInterpolationHandler: (_text: string, match: string[]) => match[0],
});
i18n.services.formatter?.add('money', (value, lng) => formatMoney(lng as Locale, value));

/**
 * The message for `key` in `locale`, with `{{name}}` placeholders filled from `vars` and the
 * plural form of `vars.count`; `{{name, money}}` writes a decimal amount as money in that language.
 */
export const translate = (locale: Locale, key: MessageKey, vars: MessageVars = {}): string =>
  i18n.t(key, { ...vars, lng: locale });

/**
 * The language of a request: the first tag of `Accept-Language`, reduced to its primary subtag;
 * anything but Arabic is English.
 */
export const localeFromHeader = (header: string | undefined): Locale => {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first.split('-')[0] === 'ar' ? 'ar' : 'en';
};

/** An amount as the web app shows it in `locale`: one rule for both (`@souq/contract/money`). */
export const formatMoney = (locale: Locale, amount: number | string): string =>
  formatAmount(amount, locale);

/** A bilingual row's name in the request's language. */
export const localName = (row: { nameEn: string; nameAr: string }, locale: Locale): string =>
  locale === 'ar' ? row.nameAr : row.nameEn;
