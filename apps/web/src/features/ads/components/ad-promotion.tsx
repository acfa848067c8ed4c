import { Sparkles, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatDate, formatShortDate } from '../../../lib/format';
import { type PromotedAd, promotionOf } from '../lib/promotion';

const badgeClass =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm';
const featuredBadgeClass = `${badgeClass} bg-slate-900/85 text-white`;
// The colour of the highlighted card's frame.
const highlightedBadgeClass = `${badgeClass} bg-accent-400 text-slate-900`;

/** "Featured" and "Highlighted" on a card's picture, while they last (text, not only colour). */
export function AdPromotionBadges({ ad }: { ad: PromotedAd }) {
  const { t } = useTranslation('ads');
  const { featuredUntil, highlightedUntil } = promotionOf(ad);
  return (
    <>
      {featuredUntil && (
        <span className={featuredBadgeClass}>
          <Star className="size-3.5 fill-accent-400 text-accent-400" aria-hidden="true" />
          {t('promotion.featured')}
        </span>
      )}
      {highlightedUntil && (
        <span className={highlightedBadgeClass}>
          <Sparkles className="size-3.5" aria-hidden="true" />
          {t('promotion.highlighted')}
        </span>
      )}
    </>
  );
}

/**
 * "Featured until …" and "Highlighted until …" while they last: on the ad's page and its owner's
 * view as labels (`page`), on the owner's cards as a short line (`card`). Nothing when the ad has
 * neither.
 */
export function AdPromotionUntil({
  ad,
  variant = 'page',
}: {
  ad: PromotedAd;
  variant?: 'page' | 'card';
}) {
  const { t } = useTranslation('ads');
  const { featuredUntil, highlightedUntil } = promotionOf(ad);
  if (!featuredUntil && !highlightedUntil) return null;
  const onCard = variant === 'card';
  const format = onCard ? formatShortDate : formatDate;
  const item = onCard
    ? 'flex items-center gap-1 text-xs font-medium'
    : 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold';
  const icon = onCard ? 'size-3.5 shrink-0' : 'size-4 shrink-0';
  return (
    <ul className={cn('flex flex-wrap', onCard ? 'gap-x-3 gap-y-1' : 'gap-2')}>
      {featuredUntil && (
        <li className={cn(item, onCard ? 'text-slate-700' : 'bg-slate-900 text-white')}>
          <Star className={cn(icon, 'fill-accent-400 text-accent-400')} aria-hidden="true" />
          <time dateTime={featuredUntil}>
            {t('promotion.featured-until', { date: format(featuredUntil) })}
          </time>
        </li>
      )}
      {highlightedUntil && (
        <li className={cn(item, onCard ? 'text-amber-800' : 'bg-accent-400 text-slate-900')}>
          <Sparkles className={icon} aria-hidden="true" />
          <time dateTime={highlightedUntil}>
            {t('promotion.highlighted-until', { date: format(highlightedUntil) })}
          </time>
        </li>
      )}
    </ul>
  );
}
