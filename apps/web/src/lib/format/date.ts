import { currentLanguage } from '../i18n';

/** A calendar date (`21 November 2026`, `٢١ نوفمبر ٢٠٢٦`) in the active language. */
export function formatDate(iso: string | Date, language: string = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
