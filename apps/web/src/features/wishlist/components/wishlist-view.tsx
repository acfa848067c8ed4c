import type { AdCard, AuctionCard, JobCard, WishlistEntry } from '@souq/contract';
import { webPaths } from '@souq/contract/web-paths';
import { CircleAlert, Heart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Loader } from '../../../components/loader';
import { useSavedStore } from '../../../lib/stores/saved-store';
import { useWishlist } from '../api/get-wishlist';
import type { WishlistFilter } from '../api/keys';
import { WISHLIST_TABS, WishlistTabs } from './wishlist-tabs';

/** A saved item still there: the route draws its card (cards belong to their own areas). */
export type SavedItem =
  | { type: 'ad'; item: AdCard }
  | { type: 'job'; item: JobCard }
  | { type: 'auction'; item: AuctionCard };

export type RenderSavedItem = (saved: SavedItem) => ReactNode;

/** A saved item that was deleted (or hidden by its owner): said so, and removable. */
function GoneCard({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation('wishlist');
  const toggle = useSavedStore((s) => s.toggle);
  return (
    <article className="flex h-full min-h-40 flex-col items-start justify-between gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4">
      <div>
        <p className="font-semibold text-slate-800">{t(`gone.${entry.type}`)}</p>
        <p className="mt-1 text-sm text-slate-600">{t('gone.text')}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={!toggle}
        onClick={() => toggle?.(entry.type, entry.id)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('gone.remove')}
      </Button>
    </article>
  );
}

/** Each kind's own list, offered when its tab is empty. */
const BROWSE = {
  ad: { to: webPaths.ads, label: 'browse-ads' },
  job: { to: webPaths.jobs, label: 'browse-jobs' },
  auction: { to: webPaths.auctions, label: 'browse-auctions' },
} as const;

function TabList({ type, renderItem }: { type: WishlistFilter; renderItem: RenderSavedItem }) {
  const { t } = useTranslation('wishlist');
  const list = useWishlist(type);
  if (list.isPending) return <Loader label={t('loading')} />;
  if (list.isError && list.entries.length === 0) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-10 text-center">
        <CircleAlert className="size-8 text-red-600" aria-hidden="true" />
        <p className="font-semibold text-slate-900">
          {type === 'job' ? t('error-opportunities') : t('error-data')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (list.entries.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('empty')}
        description={t('empty-description')}
        action={
          // Where to find what this tab holds: all three kinds on "All", else its own kind.
          type === 'all' ? (
            <>
              <Button to={webPaths.ads}>{t('browse-ads')}</Button>
              <Button to={webPaths.jobs} variant="outline">
                {t('browse-jobs')}
              </Button>
              <Button to={webPaths.auctions} variant="outline">
                {t('browse-auctions')}
              </Button>
            </>
          ) : (
            <Button to={BROWSE[type].to}>{t(BROWSE[type].label)}</Button>
          )
        }
      />
    );
  }
  return (
    <div className="grid gap-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {list.entries.map((entry) => (
          <li key={`${entry.type}-${entry.id}`} className="min-w-0">
            {entry.item ? renderItem(entry as SavedItem) : <GoneCard entry={entry} />}
          </li>
        ))}
      </ul>
      {list.isError && (
        <p role="alert" className="text-center text-sm text-red-700">
          {type === 'job' ? t('error-opportunities') : t('error-data')}
        </p>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('loading-more') : t('more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The wish list: tabs all / ads / opportunities / auctions, newest saved first, a page at a time.
 * An item removed (its heart, or "Remove" on a deleted one) leaves the list at once. Used by
 * `/wish-list` and the profile's wishlist tab.
 */
export function WishlistView({ renderItem }: { renderItem: RenderSavedItem }) {
  // The chosen kind is in the address (`type`), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('type') as WishlistFilter | null;
  const tab = requested && WISHLIST_TABS.includes(requested) ? requested : 'all';
  const setTab = (next: WishlistFilter) => {
    const search = new URLSearchParams(params);
    if (next === 'all') search.delete('type');
    else search.set('type', next);
    setParams(search, { replace: true });
  };
  return (
    <WishlistTabs active={tab} onChange={setTab}>
      <TabList key={tab} type={tab} renderItem={renderItem} />
    </WishlistTabs>
  );
}
