import type { AdCard as AdCardData, CategoryWithCount, HomePage } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { ArrowRight, type LucideIcon, RefreshCw, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';
import { useProfile } from '../../features/accounts/api/get-profile';
import { AdCard, AdCardSkeleton } from '../../features/ads/components/ad-card';
import { AuctionCard } from '../../features/auctions/components/auction-card';
import { useHomePage } from '../../features/catalog/api/get-home-page';
import { AdsCount } from '../../features/catalog/components/ads-count';
import { CategoryIcon } from '../../features/catalog/components/category-icon';
import { SelectionChip } from '../../features/catalog/components/selection-chip';
import { useCategoryIcons } from '../../features/catalog/lib/use-category-icons';
import { JobCard } from '../../features/jobs/components/job-card';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useSelectionStore } from '../../lib/stores/selection-store';

const cardGrid = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/** A block of the home page with a link to its full list; nothing at all while `items` is empty. */
function HomeBlock<T>({
  id,
  title,
  to,
  items,
  renderItem,
  className = cardGrid,
}: {
  id: string;
  title: string;
  to: string;
  items: T[];
  renderItem: (item: T) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-10" data-testid={id}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <Link
          to={to}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('home.see-all')}
          <span className="sr-only">{title}</span>
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
      <ul className={className}>{items.map(renderItem)}</ul>
    </section>
  );
}

/** The ads list for a category: the parent in `category`, a sub-category in `sub`. */
const categoryListPath = (category: CategoryWithCount) =>
  category.parent_id === null
    ? href(webPaths.ads, { category: category.id })
    : href(webPaths.ads, { category: category.parent_id, sub: category.id });

function CategoryTile({
  category,
  icons,
}: {
  category: CategoryWithCount;
  icons: Record<string, LucideIcon>;
}) {
  return (
    <li>
      <Link
        to={categoryListPath(category)}
        className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <CategoryIcon name={category.icon} icons={icons} className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900">
            {category.name}
          </span>
          <AdsCount count={category.ads_count} className="block text-xs text-slate-500" />
        </span>
      </Link>
    </li>
  );
}

/** Lists are the same for everyone: the viewer's own ads are told apart here (no heart). */
const adItemFor = (viewerId: number | null) => (ad: AdCardData) => (
  <li key={ad.id}>
    <AdCard ad={ad} viewerId={viewerId} />
  </li>
);

export default function HomeRoute() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { t, i18n } = useTranslation('catalog');
  const home = useHomePage(i18n.language);
  const hasSelection = useSelectionStore((s) => Boolean(s.selectedCountry || s.selectedCategory));

  let body: ReactNode;
  if (home.isPending) body = <HomeLoading />;
  else if (home.isError) {
    body = (
      <EmptyState
        icon={RefreshCw}
        title={t('home.error-title')}
        description={home.error.message}
        action={
          <Button variant="outline" onClick={() => void home.refetch()}>
            {t('select.retry')}
          </Button>
        }
      />
    );
  } else body = <HomeSections page={home.data} />;

  return (
    <Screen
      title={t('home.title')}
      subtitle={hasSelection ? t('home.subtitle') : t('home.subtitle-anywhere')}
      actions={
        // Wide screens show the chip in the header already (from 2xl when signed in).
        <div className={isAuthenticated ? '2xl:hidden' : 'xl:hidden'}>
          <SelectionChip />
        </div>
      }
    >
      {body}
    </Screen>
  );
}

function HomeLoading() {
  const { t } = useTranslation('catalog');
  return (
    <ul className={cardGrid} aria-busy="true" aria-label={t('home.loading')}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <AdCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The blocks of the home page: featured and latest ads, jobs, live auctions and categories. */
function HomeSections({ page }: { page: HomePage }) {
  const { t } = useTranslation('catalog');
  const adItem = adItemFor(useProfile().data?.id ?? null);
  const icons = useCategoryIcons();
  const category = useSelectionStore((s) => s.selectedCategory);
  const isEmpty =
    page.featured_ads.length +
      page.latest_ads.length +
      page.latest_jobs.length +
      page.live_auctions.length ===
    0;
  // With few ads the featured ones are the latest ones too: then they show once.
  const latestIds = new Set(page.latest_ads.map((ad) => ad.id));
  const featuredAreLatest = page.featured_ads.every((ad) => latestIds.has(ad.id));
  return (
    <>
      {isEmpty && (
        <div className="mb-10">
          <EmptyState
            icon={Store}
            title={t('home.empty-title')}
            description={t('home.empty-description')}
            action={
              <>
                <Button to={webPaths.selectCategory} variant="outline">
                  {t('home.change-selection')}
                </Button>
                <Button to={webPaths.addAd}>{t('home.post-ad')}</Button>
              </>
            }
          />
        </div>
      )}
      <HomeBlock
        id="home-featured"
        title={t('home.featured')}
        to={webPaths.ads}
        items={featuredAreLatest ? [] : page.featured_ads}
        renderItem={adItem}
      />
      <HomeBlock
        id="home-latest"
        title={t('home.latest')}
        to={webPaths.ads}
        items={page.latest_ads}
        renderItem={adItem}
      />
      {/* Jobs and auctions: hidden while empty. */}
      <HomeBlock
        id="home-jobs"
        title={t('home.jobs')}
        to={webPaths.jobs}
        items={page.latest_jobs}
        className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3"
        renderItem={(job) => (
          <li key={job.id} className="min-w-0">
            <JobCard job={job} />
          </li>
        )}
      />
      <HomeBlock
        id="home-auctions"
        title={t('home.auctions')}
        to={webPaths.auctions}
        items={page.live_auctions}
        renderItem={(auction) => (
          <li key={auction.id}>
            <AuctionCard auction={auction} />
          </li>
        )}
      />
      <HomeBlock
        id="home-categories"
        title={
          category?.name
            ? t('home.categories-in', { category: category.name })
            : t('home.categories')
        }
        to={href(webPaths.selectCategory, { step: 'category' })}
        items={page.categories}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
        renderItem={(c) => <CategoryTile key={c.id} category={c} icons={icons} />}
      />
    </>
  );
}
