import type { Auction, PlaceBidBodyInput } from '@souq/contract';
import { Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { formatMoney } from '../../../lib/format';
import { useRulesForm } from '../../../lib/use-rules-form';
import { type BidFormValues, bidBody, isBidFormError } from '../lib/bid-form-values';

// The rules (the contract's schema, with zod) load on the first check or while the page is idle.
const loadRules = () => import('../lib/bid-form-schema');

/** An amount as a bidder types it: "28000", not the API's "28000.00" (cents kept when there are). */
const typed = (amount: string) => amount.replace(/\.00$/, '');

/**
 * The bid box: the amount starts at the next valid bid (and follows it while untouched), an
 * optional maximum for automatic bidding, and buy-now when the auction offers it. The contract's
 * rules are checked before anything is sent; the server's answer (409 too low, ended…) comes
 * back as a toast through `onBid`.
 */
export function BidForm({
  auction,
  onBid,
  isBusy,
  leading = false,
}: {
  auction: Pick<Auction, 'next_bid' | 'buy_now_price' | 'current_price'>;
  /** The viewer has the highest bid: they may only raise their maximum. */
  leading?: boolean;
  onBid: (body: PlaceBidBodyInput) => Promise<unknown>;
  isBusy: boolean;
}) {
  const { t } = useTranslation('auctions');
  const min = formatMoney(auction.next_bid);
  const nextBidRef = useRef(auction.next_bid);
  nextBidRef.current = auction.next_bid;
  const { form, formRef, set, errorOf, onSubmit, values } = useRulesForm({
    load: loadRules,
    resolverOf: (rules) => rules.bidFormResolver(nextBidRef.current),
    defaultValues: { amount: typed(auction.next_bid), auto: false, max_amount: '' },
    translate: (key) => (isBidFormError(key) ? t(`bid-form.errors.${key}`, { min }) : key),
  });
  const [touched, setTouched] = useState(false);

  // A new price elsewhere moves the suggestion, unless the bidder typed their own amount.
  const { setValue } = form;
  useEffect(() => {
    if (!touched) setValue('amount', typed(auction.next_bid));
  }, [auction.next_bid, touched, setValue]);

  const send = async (typedValues: BidFormValues) => {
    try {
      await onBid(bidBody(typedValues));
      setTouched(false);
      setValue('max_amount', '');
      setValue('auto', false);
    } catch {
      // The toast said why; the form keeps what was typed.
    }
  };

  const buyNow = auction.buy_now_price;
  const canBuyNow =
    buyNow !== null &&
    (auction.current_price === null || Number(auction.current_price) < Number(buyNow));

  return (
    <div className="grid gap-4">
      {leading && <p className="text-sm text-slate-600">{t('bid-form.leading')}</p>}
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit(send)}
        className="grid gap-3"
        aria-label={t('bid-form.label')}
      >
        <TextField
          label={t('bid-form.amount')}
          value={values.amount}
          onChange={(value) => {
            set('amount', value);
            setTouched(true);
          }}
          inputMode="decimal"
          prefix="$"
          hint={t('bid-form.hint', { min })}
          error={errorOf('amount')}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={values.auto}
            onChange={(e) => set('auto', e.target.checked)}
            className="size-4 accent-brand-700"
          />
          <Zap className="size-4 text-amber-500" aria-hidden="true" />
          {t('bid-form.auto')}
        </label>
        {values.auto && (
          <TextField
            label={t('bid-form.max')}
            value={values.max_amount}
            onChange={(value) => set('max_amount', value)}
            inputMode="decimal"
            prefix="$"
            hint={t('bid-form.max-hint')}
            error={errorOf('max_amount')}
          />
        )}
        <Button type="submit" size="lg" disabled={isBusy}>
          {isBusy ? t('bid-form.sending') : t('bid-form.submit')}
        </Button>
      </form>
      {canBuyNow && (
        <Button
          variant="secondary"
          size="lg"
          disabled={isBusy}
          onClick={() => void onBid({ amount: buyNow, buy_now: true }).catch(() => {})}
        >
          {t('bid-form.buy-now', { price: formatMoney(buyNow) })}
        </Button>
      )}
    </div>
  );
}
