import type { Locale } from '@souq/contract';
import { ar } from './ar.ts';
import { en, type MessageKey } from './en.ts';

export type { MessageKey };
export type MessageVars = Record<string, string | number>;

const catalogs: Record<Locale, Record<MessageKey, string>> = { en, ar };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/**
 * The message for `key` in `locale`, with `{{name}}` placeholders filled from `vars`;
 * `{{name, money}}` writes a decimal amount as money in that language.
 */
export const translate = (locale: Locale, key: MessageKey, vars: MessageVars = {}): string =>
  catalogs[locale][key].replace(
    /\{\{(\w+)(, money)?\}\}/g,
    (match, name: string, money?: string) => {
      if (!(name in vars)) return match;
      return money ? formatMoney(locale, vars[name]!) : String(vars[name]);
    },
  );

/**
 * The language of a request: the first tag of `Accept-Language`, reduced to its primary subtag;
 * anything but Arabic is English.
 */
export const localeFromHeader = (header: string | undefined): Locale => {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first.split('-')[0] === 'ar' ? 'ar' : 'en';
};

const moneyFormats: Record<Locale, Map<boolean, Intl.NumberFormat>> = {
  en: new Map(),
  ar: new Map(),
};

/**
 * An amount as the web app shows it in `locale` (`$1,100`, `$1,050.50`; in Arabic the same digits
 * with the sign after them): the seed's `$` symbol, cents only when there are some.
 */
export const formatMoney = (locale: Locale, amount: number | string): string => {
  const value = Number(amount);
  const whole = Number.isInteger(value);
  let format = moneyFormats[locale].get(whole);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats[locale].set(whole, format);
  }
  // Some ICU builds write "US$" for Arabic: the seed's symbol is always "$".
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
};

/** A bilingual row's name in the request's language. */
export const localName = (row: { nameEn: string; nameAr: string }, locale: Locale): string =>
  locale === 'ar' ? row.nameAr : row.nameEn;
