import type { AdStatus } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const tones: Record<AdStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  sold: 'bg-amber-100 text-amber-900',
  archived: 'bg-slate-200 text-slate-700',
};

export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation('ads');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        tones[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
