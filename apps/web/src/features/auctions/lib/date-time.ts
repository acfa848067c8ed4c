import { currentLanguage } from '../../../lib/i18n';

/** A date and time (`24 Nov 2026, 10:05:12`) in the active language. */
export function formatDateTime(iso: string, { seconds = false } = {}): string {
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: seconds ? 'medium' : 'short',
  }).format(new Date(iso));
}
