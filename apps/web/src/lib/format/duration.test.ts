import { describe, expect, test } from 'vitest';
import { formatDaysHours } from './duration';

describe('days and hours left', () => {
  test.each([
    [1, 1, 'ar', false, 'يوم وساعة'],
    [1, 1, 'ar', true, 'يوم وساعة'],
    [2, 2, 'ar', true, 'يومان وساعتان'],
    [3, 5, 'ar', true, '3 أيام و5 ساعات'],
    [11, 0, 'ar', true, '11 يومًا'],
    [1, 1, 'en', true, '1d 1h'],
    [3, 5, 'en', false, '3 days, 5 hr'],
    [2, 0, 'en', false, '2 days'],
  ] as const)('%i d %i h in %s (compact: %s) → "%s"', (days, hours, language, compact, text) => {
    expect(formatDaysHours(days, hours, { language, compact })).toBe(text);
  });

  test('Arabic never falls back to one-letter units', () => {
    expect(formatDaysHours(1, 1, { language: 'ar', compact: true })).not.toMatch(
      /(^|\s)[يس](\s|$)/,
    );
  });
});
