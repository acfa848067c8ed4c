import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** "1,234 ads" under a category's name. */
export function AdsCount({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation('catalog');
  return (
    <span className={className}>
      {t('landing.ads-count', { count, formatted: formatNumber(count) })}
    </span>
  );
}
