import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { formatDaysHours } from '../../../lib/format/duration';
import { timeLeft, useNow } from '../lib/use-now';

/**
 * Time left until `end` (or until the start of an upcoming auction), ticking each second and
 * following a new `end` at once (soft close). Announced politely, at most once a minute.
 */
export function Countdown({
  end,
  className = '',
  compact = false,
}: {
  end: string;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('auctions');
  const now = useNow();
  const left = timeLeft(end, now);
  const pad = (value: number) => formatNumber(value).padStart(2, formatNumber(0));
  let text: string;
  // Only the clock reads left to right in both languages; words follow the page.
  let clock = false;
  if (left.total === 0) text = t('countdown.over');
  else if (left.days > 0) text = formatDaysHours(left.days, left.hours, { compact });
  else {
    text = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
    clock = true;
  }
  return (
    <time dateTime={end} className={cn('tabular-nums', className)} dir={clock ? 'ltr' : undefined}>
      {text}
    </time>
  );
}
