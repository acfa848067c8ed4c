import type { Reward } from '@souq/contract';
import { CheckCircle2, Clock, Repeat, Sparkles, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

const effectIcons = { feature: Star, highlight: Sparkles } as const;

/**
 * One reward: its title and description, what it does and for how long, its cost in points (the
 * regular cost struck through and "<n>% off" when discounted) and Redeem — "Already redeemed"
 * once a one-time reward is used, and disabled with the reason while the points fall short.
 * `points` is undefined while the balance loads.
 */
export function RewardCard({
  reward,
  points,
  onRedeem,
}: {
  reward: Reward;
  points: number | undefined;
  onRedeem: (reward: Reward) => void;
}) {
  const { t } = useTranslation('referrals');
  const reasonId = useId();
  const titleId = useId();
  const Icon = effectIcons[reward.effect];
  const missing = points === undefined ? 0 : Math.max(0, reward.cost - points);
  const discounted = reward.percent_off !== null && reward.regular_cost > reward.cost;
  const cost = (count: number) => t('rewards.cost', { count, formatted: formatNumber(count) });

  let action: React.ReactNode;
  if (reward.redeemed) {
    action = (
      <Button disabled fullWidth>
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {t('rewards.redeemed')}
      </Button>
    );
  } else {
    action = (
      <Button
        fullWidth
        disabled={points === undefined || missing > 0}
        aria-describedby={missing > 0 ? reasonId : titleId}
        onClick={() => onRedeem(reward)}
        aria-haspopup="dialog"
      >
        {t('rewards.redeem')}
      </Button>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col rounded-3xl border bg-white p-5 shadow-sm',
        reward.redeemed ? 'border-slate-200' : 'border-brand-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        {reward.percent_off !== null && (
          <span className="rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold text-white">
            {t('rewards.off', { formatted: formatNumber(reward.percent_off) })}
          </span>
        )}
      </div>
      <h3 id={titleId} className="mt-3 font-bold text-slate-900">
        {reward.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{reward.description}</p>
      <ul className="mt-3 grid gap-1 text-xs text-slate-600">
        <li className="flex items-center gap-1.5">
          <Icon className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
          {t(`rewards.effect.${reward.effect}`)}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
          {t('rewards.days', { count: reward.days, formatted: formatNumber(reward.days) })}
        </li>
        {reward.one_time && (
          <li className="flex items-center gap-1.5">
            <Repeat className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
            {t('rewards.one-time')}
          </li>
        )}
      </ul>
      <div className="mt-auto grid gap-3 pt-5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold text-brand-800">{cost(reward.cost)}</span>
          {discounted && (
            <del className="text-sm text-slate-500">
              <span className="sr-only">{t('rewards.regular-cost')} </span>
              {cost(reward.regular_cost)}
            </del>
          )}
        </p>
        {action}
        {!reward.redeemed && missing > 0 && (
          <p id={reasonId} className="text-sm text-amber-800">
            {t('rewards.need-more', { count: missing, formatted: formatNumber(missing) })}
          </p>
        )}
      </div>
    </article>
  );
}

/** The rewards catalogue as cards; `onRedeem` opens the confirmation (and the choice of ad). */
export function RewardsList({
  rewards,
  points,
  onRedeem,
}: {
  rewards: Reward[];
  points: number | undefined;
  onRedeem: (reward: Reward) => void;
}) {
  const { t } = useTranslation('referrals');
  if (rewards.length === 0) return <p className="text-sm text-slate-600">{t('rewards.empty')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rewards.map((reward) => (
        <li key={reward.id}>
          <RewardCard reward={reward} points={points} onRedeem={onRedeem} />
        </li>
      ))}
    </ul>
  );
}
