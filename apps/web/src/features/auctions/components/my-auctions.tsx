import type { AuctionRole } from '@souq/contract';
import { AUCTION_ROLES } from '@souq/contract/limits';
import { href, webPaths } from '@souq/contract/web-paths';
import { Gavel, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { cn } from '../../../lib/cn';
import { useMyAuctions } from '../api/get-my-auctions';
import { AuctionsGrid } from './auctions-grid';

/** The profile's "my auction": the user's own auctions, those they bid on (winning or outbid), those they won. */
export function MyAuctions() {
  const { t } = useTranslation('auctions');
  const [role, setRole] = useState<AuctionRole>('owned');
  const auctions = useMyAuctions(role);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('mine.filter-label')}</legend>
          {AUCTION_ROLES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={role === value}
              onClick={() => setRole(value)}
              className={cn(
                'rounded-full border px-4 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                role === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
              )}
            >
              {t(`mine.${value}`)}
            </button>
          ))}
        </fieldset>
        <Button to={webPaths.addAuction} size="sm">
          <Plus className="size-4" aria-hidden="true" />
          {t('list.add')}
        </Button>
      </div>
      <AuctionsGrid
        auctions={auctions}
        linkOf={role === 'owned' ? (a) => href(webPaths.viewAuction, { id: a.id }) : undefined}
        empty={
          <EmptyState
            icon={Gavel}
            title={t(`mine.empty-${role}`)}
            description={t('mine.empty-text')}
            action={
              <Button to={role === 'owned' ? webPaths.addAuction : webPaths.auctions}>
                {role === 'owned' ? t('list.add') : t('mine.browse')}
              </Button>
            }
          />
        }
      />
    </div>
  );
}
