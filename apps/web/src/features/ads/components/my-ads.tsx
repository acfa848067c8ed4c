import type { AdStatus } from '@souq/contract';
import { AD_STATUSES } from '@souq/contract/limits';
import { href, webPaths } from '@souq/contract/web-paths';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { cn } from '../../../lib/cn';
import { useMyAds } from '../api/get-my-ads';
import { AdsGrid } from './ads-grid';

const FILTERS: Array<AdStatus | null> = [null, ...AD_STATUSES];

/** The profile's "my ads": every ad of the user, by status, each opening its owner view. */
export function MyAds() {
  const { t } = useTranslation('ads');
  const [status, setStatus] = useState<AdStatus | null>(null);
  const ads = useMyAds(status);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('mine.filter-label')}</legend>
          {FILTERS.map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
              className={cn(
                'rounded-full border px-4 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                status === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
              )}
            >
              {value ? t(`status.${value}`) : t('mine.all')}
            </button>
          ))}
        </fieldset>
        <Button to={webPaths.addAd} size="sm">
          <Plus className="size-4" aria-hidden="true" />
          {t('list.add')}
        </Button>
      </div>
      <AdsGrid
        ads={ads}
        showStatus
        showPromotionUntil
        linkOf={(ad) => href(webPaths.viewAd, { id: ad.id })}
        columns="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
        empty={
          <EmptyState
            icon={Megaphone}
            title={
              status ? t('mine.empty-status', { status: t(`status.${status}`) }) : t('mine.empty')
            }
            description={t('mine.empty-text')}
            action={<Button to={webPaths.addAd}>{t('list.add')}</Button>}
          />
        }
      />
    </div>
  );
}
