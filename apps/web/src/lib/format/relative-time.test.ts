import { describe, expect, test } from 'vitest';
import { i18n } from '../i18n';
import { formatMoney } from './money';
import { formatRelativeTime } from './relative-time';

const NOW = Date.UTC(2025, 0, 31, 12, 0, 0);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

const cases: [number, string, string][] = [
  [0, 'Just now', 'الآن'],
  [59 * S, 'Just now', 'الآن'],
  [60 * S, '1 minute ago', 'منذ دقيقة'],
  [2 * MIN, '2 minutes ago', 'منذ دقيقتين'],
  [5 * MIN, '5 minutes ago', 'منذ 5 دقائق'],
  [59 * MIN + 59 * S, '59 minutes ago', 'منذ 59 دقيقة'],
  [H, '1 hour ago', 'منذ ساعة'],
  [2 * H, '2 hours ago', 'منذ ساعتين'],
  [23 * H + 59 * MIN, '23 hours ago', 'منذ 23 ساعة'],
  [D, '1 day ago', 'منذ يوم'],
  [3 * D, '3 days ago', 'منذ 3 أيام'],
  [29 * D + 23 * H, '29 days ago', 'منذ 29 يومًا'],
  [30 * D, '1 month ago', 'منذ شهر'],
  [11 * 30 * D, '11 months ago', 'منذ 11 شهرًا'],
];

describe('relative time (30-day months)', () => {
  test.each(cases)('%i ms ago → "%s" / "%s"', (ago, en, ar) => {
    expect(formatRelativeTime(NOW - ago, { now: NOW, t: i18n.getFixedT('en') })).toBe(en);
    expect(formatRelativeTime(NOW - ago, { now: NOW, t: i18n.getFixedT('ar') })).toBe(ar);
  });

  test('accepts ISO strings and never says "in the future"', () => {
    const t = i18n.getFixedT('en');
    expect(formatRelativeTime(new Date(NOW - 3 * H).toISOString(), { now: NOW, t })).toBe(
      '3 hours ago',
    );
    expect(formatRelativeTime(NOW + 5 * MIN, { now: NOW, t })).toBe('Just now');
  });
});

describe('money', () => {
  test('uses the $ symbol in both languages', () => {
    expect(formatMoney(1250, 'en')).toBe('$1,250');
    expect(formatMoney('99.5', 'en')).toBe('$99.50');
    const arabic = formatMoney(1250, 'ar');
    expect(arabic).toContain('$');
    expect(arabic).not.toContain('US');
  });
});
