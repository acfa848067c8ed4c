import type { Auction, PlaceBidBodyInput } from '@souq/contract';
import { Zap } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { formatMoney } from '../../../lib/format';
import { useRulesWhenIdle } from '../../../lib/lazy-rules';
import type { BidRuleError } from '../lib/bid-rules';

const loadRules = () => import('../lib/bid-rules');

type Errors = Partial<Record<'amount' | 'max_amount', BidRuleError>>;

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
  const [amount, setAmount] = useState(typed(auction.next_bid));
  const [touched, setTouched] = useState(false);
  const [auto, setAuto] = useState(false);
  const [max, setMax] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  useRulesWhenIdle(loadRules);

  // A new price elsewhere moves the suggestion, unless the bidder typed their own amount.
  useEffect(() => {
    if (!touched) setAmount(typed(auction.next_bid));
  }, [auction.next_bid, touched]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { checkBid } = await loadRules();
    const { body, errors: found } = checkBid(
      { amount, max_amount: auto ? max : '' },
      auction.next_bid,
    );
    setErrors(found);
    if (!body) return;
    try {
      await onBid(body);
      setTouched(false);
      setMax('');
      setAuto(false);
    } catch {
      // The toast said why; the form keeps what was typed.
    }
  };

  const buyNow = auction.buy_now_price;
  const canBuyNow =
    buyNow !== null &&
    (auction.current_price === null || Number(auction.current_price) < Number(buyNow));
  const errorText = (field: 'amount' | 'max_amount') =>
    errors[field]
      ? t(`bid-form.errors.${errors[field]}`, { min: formatMoney(auction.next_bid) })
      : null;

  return (
    <div className="grid gap-4">
      {leading && <p className="text-sm text-slate-600">{t('bid-form.leading')}</p>}
      <form
        noValidate
        onSubmit={handleSubmit}
        className="grid gap-3"
        aria-label={t('bid-form.label')}
      >
        <TextField
          label={t('bid-form.amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setTouched(true);
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          inputMode="decimal"
          prefix="$"
          hint={t('bid-form.hint', { min: formatMoney(auction.next_bid) })}
          error={errorText('amount')}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={auto}
            onChange={(e) => setAuto(e.target.checked)}
            className="size-4 accent-brand-700"
          />
          <Zap className="size-4 text-amber-500" aria-hidden="true" />
          {t('bid-form.auto')}
        </label>
        {auto && (
          <TextField
            label={t('bid-form.max')}
            value={max}
            onChange={(value) => {
              setMax(value);
              setErrors((e) => ({ ...e, max_amount: undefined }));
            }}
            inputMode="decimal"
            prefix="$"
            hint={t('bid-form.max-hint')}
            error={errorText('max_amount')}
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
