import { currentLanguage } from '../i18n';

/**
 * Days and hours in the words of `language`: "2 days, 3 hr", "يومان و3 ساعات"; `compact` (a
 * card's corner) "2d 3h" in English. Arabic keeps whole words even when compact: its one-letter
 * abbreviations ("2 ي 3 س") are not read as days and hours. No hours part when there are none.
 */
export function formatDaysHours(
  days: number,
  hours: number,
  { compact = false, language = currentLanguage() }: { compact?: boolean; language?: string } = {},
): string {
  const style = language.startsWith('ar') ? 'long' : compact ? 'narrow' : 'short';
  const unit = (name: 'day' | 'hour', value: number) =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: style }).format(
      value,
    );
  const parts = hours > 0 ? [unit('day', days), unit('hour', hours)] : [unit('day', days)];
  return new Intl.ListFormat(language, { type: 'unit', style }).format(parts);
}
