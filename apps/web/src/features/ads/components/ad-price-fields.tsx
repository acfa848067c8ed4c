import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { useAdFieldErrors, useAdFormField } from '../lib/use-ad-form-field';

/** The price in `$` and "Negotiable" (a price is optional only when negotiable is ticked). */
export function AdPriceFields() {
  const { t } = useTranslation('ads');
  const errorOf = useAdFieldErrors();
  const price = useAdFormField('price', 'negotiable');
  const negotiable = useAdFormField('negotiable', 'price');
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
      <TextField
        label={t('form.price')}
        inputMode="decimal"
        prefix="$"
        value={price.value}
        onChange={price.set}
        optional={negotiable.value ? t('form.optional') : undefined}
        placeholder="0"
        hint={t('form.price-hint')}
        error={errorOf('price') ?? errorOf('negotiable')}
      />
      <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 sm:mt-6">
        <input
          type="checkbox"
          checked={negotiable.value}
          onChange={(event) => negotiable.set(event.target.checked)}
          className="size-5 accent-brand-700"
        />
        <span>
          <span className="block text-sm font-semibold text-slate-900">{t('form.negotiable')}</span>
          <span className="block text-xs text-slate-500">{t('form.negotiable-hint')}</span>
        </span>
      </label>
    </div>
  );
}
