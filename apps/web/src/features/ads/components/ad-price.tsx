import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';

/** The price with `$` (seed §9), "Negotiable" beside it or instead of it. */
export function AdPrice({
  price,
  negotiable,
  className = '',
}: {
  price: string | null;
  negotiable: boolean;
  className?: string;
}) {
  const { t } = useTranslation('ads');
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 font-bold text-brand-800', className)}>
      {price !== null ? <span>{formatMoney(price)}</span> : <span>{t('price.negotiable')}</span>}
      {price !== null && negotiable && (
        <span className="text-xs font-medium text-slate-500">{t('price.negotiable-short')}</span>
      )}
    </p>
  );
}
