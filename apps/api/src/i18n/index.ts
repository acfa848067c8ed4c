import type { Locale } from '@souq/contract';
import { formatMoney as formatAmount } from '@souq/contract/money';
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

/** An amount as the web app shows it in `locale`: one rule for both (`@souq/contract/money`). */
export const formatMoney = (locale: Locale, amount: number | string): string =>
  formatAmount(amount, locale);

/** A bilingual row's name in the request's language. */
export const localName = (row: { nameEn: string; nameAr: string }, locale: Locale): string =>
  locale === 'ar' ? row.nameAr : row.nameEn;
