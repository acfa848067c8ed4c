import type { Locale } from '@souq/contract';
import { ar } from './ar.ts';
import { en, type MessageKey } from './en.ts';

export type { MessageKey };
export type MessageVars = Record<string, string | number>;

const catalogs: Record<Locale, Record<MessageKey, string>> = { en, ar };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/** The message for `key` in `locale`, with `{{name}}` placeholders filled from `vars`. */
export const translate = (locale: Locale, key: MessageKey, vars: MessageVars = {}): string =>
  catalogs[locale][key].replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );

/**
 * The language of a request: the first tag of `Accept-Language`, reduced to its primary subtag;
 * anything but Arabic is English.
 */
export const localeFromHeader = (header: string | undefined): Locale => {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first.split('-')[0] === 'ar' ? 'ar' : 'en';
};

/** A bilingual row's name in the request's language. */
export const localName = (row: { nameEn: string; nameAr: string }, locale: Locale): string =>
  locale === 'ar' ? row.nameAr : row.nameEn;
