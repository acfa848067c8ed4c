import { currentLanguage } from '../i18n';

/** A calendar date (`21 November 2026`, `٢١ نوفمبر ٢٠٢٦`) in the active language. */
export function formatDate(iso: string | Date, language: string = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** A short calendar date (`Nov 21, 2026`, `٢١ نوفمبر ٢٠٢٦`) in the active language: cards. */
export function formatShortDate(iso: string | Date, language: string = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** True while `iso` is still ahead (a featured or highlighted ad's time); false for null. */
export const isFuture = (iso: string | null, now: number = Date.now()): iso is string =>
  iso !== null && Date.parse(iso) > now;
