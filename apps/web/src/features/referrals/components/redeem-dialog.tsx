import type { AdCard, Reward } from '@souq/contract';
import { webPaths } from '@souq/contract/web-paths';
import { ImageOff, Megaphone, Plus, Sparkles, Star } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { formatNumber, formatShortDate, isFuture } from '../../../lib/format';
import { useRulesForm } from '../../../lib/use-rules-form';
import type { RedeemValues } from '../lib/redeem-rules';

// The rule (the contract's schema, with zod) loads on the first check or while the page is idle.
const loadRules = () => import('../lib/redeem-rules');

/** An ad the reward can go to: one of the caller's active ads. */
export type AdChoice = Pick<
  AdCard,
  'id' | 'title' | 'cover' | 'featured_until' | 'highlighted_until'
>;

/** The caller's active ads as the dialog needs them (pages of "my ads"). */
export interface AdChoices {
  items: AdChoice[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** Until when an ad is featured or highlighted already (redeeming again extends it). */
function PromotedNote({ ad }: { ad: AdChoice }) {
  const { t } = useTranslation('referrals');
  return (
    <>
      {isFuture(ad.featured_until) && (
        <span className="flex items-center gap-1 text-xs text-amber-800">
          <Star className="size-3 shrink-0 fill-current" aria-hidden="true" />
          {t('redeem.featured-until', { date: formatShortDate(ad.featured_until) })}
        </span>
      )}
      {isFuture(ad.highlighted_until) && (
        <span className="flex items-center gap-1 text-xs text-brand-800">
          <Sparkles className="size-3 shrink-0" aria-hidden="true" />
          {t('redeem.highlighted-until', { date: formatShortDate(ad.highlighted_until) })}
        </span>
      )}
    </>
  );
}

/** One of the caller's active ads, as a choice. */
function AdOption({
  ad,
  checked,
  disabled,
  onChoose,
}: {
  ad: AdChoice;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-2.5 transition hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
      <input
        type="radio"
        name="redeem-ad"
        value={ad.id}
        checked={checked}
        onChange={onChoose}
        disabled={disabled}
        className="size-4 shrink-0 accent-brand-700"
      />
      {ad.cover ? (
        <img
          src={ad.cover.thumb_url}
          alt=""
          loading="lazy"
          className="size-12 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400">
          <ImageOff className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className="grid min-w-0 gap-0.5">
        <span
          dir="auto"
          className="truncate text-sm font-semibold text-slate-900 align-with-parent"
        >
          {ad.title}
        </span>
        <PromotedNote ad={ad} />
      </span>
    </label>
  );
}

/**
 * Confirms a redemption: what it costs and what is left, and the choice of one of the caller's
 * active ads (chosen already when there is only one). Without an active ad it says so and leads to
 * "Add an ad". `onConfirm` sends; the dialog stays locked while `isRedeeming`.
 */
export function RedeemDialog({
  reward,
  points,
  ads,
  isRedeeming,
  onConfirm,
  onClose,
}: {
  reward: Reward;
  points: number;
  ads: AdChoices;
  isRedeeming: boolean;
  onConfirm: (ad: AdChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('referrals');
  const { form, formRef, set, onSubmit, values } = useRulesForm({
    load: loadRules,
    resolverOf: (rules) => rules.redeemResolver(),
    defaultValues: { ad_id: null } satisfies RedeemValues,
    // The only rule is a choice, and confirming waits for one: nothing to say.
    translate: () => t('redeem.choose-ad'),
  });
  const only = ads.items.length === 1 && !ads.hasNextPage ? ads.items[0]!.id : null;
  const chosenId = values.ad_id ?? only;
  // The only ad is the choice already.
  const { setValue } = form;
  useEffect(() => {
    if (only !== null) setValue('ad_id', only);
  }, [only, setValue]);
  const chosen = ads.items.find((ad) => ad.id === chosenId) ?? null;
  const left = Math.max(0, points - reward.cost);
  const noAds = !ads.isPending && !ads.isError && ads.items.length === 0;

  let body: React.ReactNode;
  if (ads.isPending) body = <Loader label={t('redeem.loading-ads')} />;
  else if (ads.isError)
    body = (
      <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-700">
        {t('redeem.ads-error')}
        <Button variant="outline" size="sm" onClick={() => void ads.refetch()}>
          {t('redeem.retry')}
        </Button>
      </div>
    );
  else if (noAds)
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Megaphone className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold text-slate-900">{t('redeem.no-ads')}</p>
        <p className="text-sm text-slate-600">{t('redeem.no-ads-text')}</p>
      </div>
    );
  else {
    body = (
      <AdChoiceList
        ads={ads}
        chosenId={chosenId}
        disabled={isRedeeming}
        onChoose={(id) => set('ad_id', id)}
      />
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      locked={isRedeeming}
      title={t('redeem.title', { reward: reward.title })}
      description={t('redeem.description', {
        count: reward.cost,
        formatted: formatNumber(reward.cost),
        left: t('rewards.cost', { count: left, formatted: formatNumber(left) }),
      })}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit(async () => {
          if (chosen) onConfirm(chosen);
        })}
        className="grid gap-5"
      >
        {body}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose} disabled={isRedeeming}>
            {t('redeem.cancel')}
          </Button>
          {noAds ? (
            <Button to={webPaths.addAd}>
              <Plus className="size-4" aria-hidden="true" />
              {t('redeem.add-ad')}
            </Button>
          ) : (
            <Button type="submit" disabled={!chosen || isRedeeming}>
              {isRedeeming ? t('redeem.confirming') : t('redeem.confirm')}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}

/** The caller's active ads to choose from, a page at a time. */
function AdChoiceList({
  ads,
  chosenId,
  disabled,
  onChoose,
}: {
  ads: AdChoices;
  chosenId: number | null;
  disabled: boolean;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('referrals');
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('redeem.choose-ad')}</legend>
      <div className="-mx-1 grid max-h-[min(18rem,45vh)] gap-2 overflow-y-auto px-1 py-1">
        {ads.items.map((ad) => (
          <AdOption
            key={ad.id}
            ad={ad}
            checked={chosenId === ad.id}
            disabled={disabled}
            onChoose={() => onChoose(ad.id)}
          />
        ))}
        {ads.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void ads.fetchNextPage()}
            disabled={ads.isFetchingNextPage}
          >
            {t('redeem.more-ads')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
