import type { TFunction } from 'i18next';
import { i18n } from '../i18n';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;

/**
 * "Just now" under 60 s, then minutes under an hour, hours under a day, days under 30 days,
 * otherwise 30-day months (seed §9). Plural forms come from the language (Arabic has six).
 */
export function formatRelativeTime(
  date: Date | string | number,
  { now = Date.now(), t = i18n.getFixedT(null, 'common') }: { now?: number; t?: TFunction } = {},
): string {
  const seconds = Math.max(0, Math.floor((now - new Date(date).getTime()) / 1000));
  if (seconds < MINUTE) return t('time.just-now');
  if (seconds < HOUR) return t('time.minutes', { count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('time.hours', { count: Math.floor(seconds / HOUR) });
  if (seconds < MONTH) return t('time.days', { count: Math.floor(seconds / DAY) });
  return t('time.months', { count: Math.floor(seconds / MONTH) });
}
