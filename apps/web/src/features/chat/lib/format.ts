import type { TFunction } from 'i18next';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** The day separator of a thread: Today, Yesterday, or the date in the active language. */
export function dayLabel(iso: string, language: string, t: TFunction<'chat'>, now = new Date()) {
  const date = new Date(iso);
  if (sameDay(date, now)) return t('thread.today');
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return t('thread.yesterday');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** A message's time (`14:05`, `٢:٠٥ م`). */
export const timeLabel = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The list's time: the hour today, else the short date. */
export function listTimeLabel(iso: string, language: string, now = new Date()) {
  const date = new Date(iso);
  return sameDay(date, now)
    ? timeLabel(iso, language)
    : new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
}

/** A call's duration, `m:ss` (or `h:mm:ss`), in the active language's digits. */
export function durationLabel(seconds: number, language: string) {
  const n = (value: number, digits = 2) =>
    new Intl.NumberFormat(language, { minimumIntegerDigits: digits, useGrouping: false }).format(
      value,
    );
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${n(h, 1)}:${n(m)}:${n(s)}` : `${n(m, 1)}:${n(s)}`;
}

/** File sizes as people read them (`2.4 MB`). */
export function sizeLabel(bytes: number, language: string, t: TFunction<'chat'>) {
  const format = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return t('attachment.bytes', { size: format(bytes) });
  if (bytes < 1024 * 1024) return t('attachment.kilobytes', { size: format(bytes / 1024) });
  return t('attachment.megabytes', { size: format(bytes / (1024 * 1024)) });
}
