import type { AuctionListState } from '@souq/contract';
import { AUCTION_LIST_STATES } from '@souq/contract/limits';
import { webPaths } from '@souq/contract/web-paths';
import { Gavel, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';
import { SearchForm } from '../../components/search-form';
import { useAuctions } from '../../features/auctions/api/get-auctions';
import { AuctionsGrid } from '../../features/auctions/components/auctions-grid';
import { cn } from '../../lib/cn';
import { useSelectionStore } from '../../lib/stores/selection-store';

const isState = (value: string | null): value is AuctionListState =>
  (AUCTION_LIST_STATES as readonly string[]).includes(value ?? '');

/** `/auctions`: live (ending soonest), upcoming and ended auctions of the selection, with search. */
export default function AuctionsRoute() {
  const { t } = useTranslation('auctions');
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state: AuctionListState = isState(requested) ? requested : 'live';
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const country = useSelectionStore((s) => s.selectedCountry?.id ?? null);
  const region = useSelectionStore((s) => s.selectedGovernorate?.id ?? null);
  const category = useSelectionStore((s) => s.selectedCategory?.id ?? null);
  const auctions = useAuctions({
    state,
    search,
    country_id: country,
    region_id: region,
    category_id: category,
  });

  const change = (next: { state?: AuctionListState; q?: string }) => {
    const query = new URLSearchParams(params);
    if (next.state) query.set('state', next.state);
    if (next.q !== undefined) {
      if (next.q) query.set('q', next.q);
      else query.delete('q');
    }
    setParams(query, { replace: true });
  };

  const addButton = (
    <Button to={webPaths.addAuction}>
      <Plus className="size-4" aria-hidden="true" />
      {t('list.add')}
    </Button>
  );
  return (
    <Screen title={t('list.title')} subtitle={t('list.subtitle')} actions={addButton}>
      <div className="grid gap-5">
        <SearchForm
          label={t('list.search-label')}
          placeholder={t('list.search-placeholder')}
          submitLabel={t('list.search')}
          value={typed}
          onChange={setTyped}
          onSubmit={() => change({ q: typed.trim() })}
        />
        <div
          role="tablist"
          aria-label={t('list.tabs-label')}
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {AUCTION_LIST_STATES.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`auctions-tab-${value}`}
              aria-selected={state === value}
              aria-controls="auctions-panel"
              onClick={() => change({ state: value })}
              className={cn(
                'shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-600',
                state === value
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {t(`tabs.${value}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="auctions-panel" aria-labelledby={`auctions-tab-${state}`}>
          <AuctionsGrid
            auctions={auctions}
            empty={
              <EmptyState
                icon={Gavel}
                title={t(`list.empty-${state}`)}
                description={search ? t('list.empty-search') : t('list.empty-description')}
                action={state !== 'ended' ? addButton : undefined}
              />
            }
          />
        </div>
      </div>
    </Screen>
  );
}
