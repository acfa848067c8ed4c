import type { CategoryWithCount } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { ArrowRight, BriefcaseBusiness, Gavel, type LucideIcon, Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { SearchForm } from '../../components/search-form';
import { useIndexPage } from '../../features/catalog/api/get-index-page';
import { AdsCount } from '../../features/catalog/components/ads-count';
import { CategoryIcon } from '../../features/catalog/components/category-icon';
import { TOP_CATEGORY_ICONS } from '../../features/catalog/lib/top-category-icons';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useDocumentTitle } from '../../lib/use-document-title';

const counters: Array<{ key: 'ads' | 'jobs' | 'auctions'; icon: LucideIcon; tone: string }> = [
  { key: 'ads', icon: Megaphone, tone: 'bg-teal-50 text-teal-700' },
  { key: 'jobs', icon: BriefcaseBusiness, tone: 'bg-sky-50 text-sky-700' },
  { key: 'auctions', icon: Gavel, tone: 'bg-amber-50 text-amber-700' },
];

/** The hero's search: leads to the ads list searching for the text (`/ads?q=`). */
function HeroSearch() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const handleSubmit = () => {
    const q = text.trim();
    void navigate(q ? href(webPaths.ads, { q }) : webPaths.ads);
  };
  return (
    <SearchForm
      look="hero"
      className="mt-8 block max-w-xl"
      label={t('landing.search-label')}
      placeholder={t('landing.search-placeholder')}
      submitLabel={t('landing.search')}
      value={text}
      onChange={setText}
      onSubmit={handleSubmit}
    />
  );
}

function TopCategory({ category }: { category: CategoryWithCount }) {
  // The picker keeps this category and asks where (country and governorate).
  return (
    <Link
      to={href(webPaths.selectCategory, { category: category.id })}
      className="flex w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <CategoryIcon name={category.icon} icons={TOP_CATEGORY_ICONS} />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{category.name}</span>
        <AdsCount count={category.ads_count} className="block text-sm text-slate-500" />
      </span>
    </Link>
  );
}

export default function LandingRoute() {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const leaving = useAuthStore((s) => s.leaving);
  // Home after a sign-out: guarded pages send signed-out visitors to /login again.
  useEffect(() => {
    if (leaving) useAuthStore.setState({ leaving: false });
  }, [leaving]);
  const index = useIndexPage(i18n.language);
  useDocumentTitle(t('landing.title'));
  const ghostOnDark = 'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20';

  return (
    <div className="space-y-12">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-12 text-white shadow-xl sm:px-12 lg:py-16">
        <div
          aria-hidden="true"
          className="absolute -end-24 -top-24 size-72 rounded-full bg-white/10 blur-2xl"
        />
        <div className="relative grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-accent-300">
              {t('landing.eyebrow', { name: t('common:app.name') })}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {t('landing.headline')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-teal-50/90">{t('landing.subtitle')}</p>
            <HeroSearch />
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <Button to={webPaths.selectCategory} variant="secondary" size="lg">
                {t('landing.cta')}
                <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              </Button>
              {isAuthenticated ? (
                <Button to={webPaths.home} size="lg" className={ghostOnDark}>
                  {t('landing.go-home')}
                </Button>
              ) : (
                <>
                  <Button to={webPaths.login} size="lg" className={ghostOnDark}>
                    {t('common:nav.login')}
                  </Button>
                  <Button
                    to={webPaths.register}
                    size="lg"
                    variant="ghost"
                    className="text-white hover:bg-white/10"
                  >
                    {t('common:nav.signup')}
                  </Button>
                </>
              )}
            </div>
          </div>
          <LiveCounts index={index} />
        </div>
      </section>

      <TopCategories index={index} />

      <HowItWorks />
    </div>
  );
}

type IndexQuery = ReturnType<typeof useIndexPage>;

/** What is live right now: ads, jobs, auctions… each a counter, a placeholder while loading. */
function LiveCounts({ index }: { index: IndexQuery }) {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="live-counts">
      <h2 id="live-counts" className="mb-3 text-sm font-semibold text-teal-50/90">
        {t('landing.live.title')}
      </h2>
      <ul className="grid gap-3" aria-busy={index.isPending}>
        {counters.map(({ key, icon: Icon, tone }) => (
          <li
            key={key}
            data-testid={`live-count-${key}`}
            className="flex items-center gap-4 rounded-2xl bg-white p-4 text-slate-900 shadow-lg"
          >
            <span className={cn('grid size-12 shrink-0 place-items-center rounded-xl', tone)}>
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-2xl font-extrabold tabular-nums">
                {index.data ? (
                  formatNumber(index.data.counts[key])
                ) : (
                  <span className="inline-block h-7 w-16 animate-pulse rounded bg-slate-200 align-middle" />
                )}
              </span>
              <span className="block text-sm text-slate-600">{t(`landing.live.${key}`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TopCategories({ index }: { index: IndexQuery }) {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="top-categories">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="top-categories" className="text-2xl font-bold text-slate-900">
            {t('landing.categories.title')}
          </h2>
          <p className="mt-1 text-slate-600">{t('landing.categories.subtitle')}</p>
        </div>
        <Button to={webPaths.selectCategory} variant="outline">
          {t('landing.categories.all')}
        </Button>
      </div>
      {index.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-700">
          {t('landing.categories.error')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {index.data
            ? index.data.top_categories.map((category) => (
                <li key={category.id}>
                  <TopCategory category={category} />
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  key={i}
                  className="h-20 animate-pulse rounded-2xl bg-slate-200/70"
                  aria-hidden="true"
                />
              ))}
        </ul>
      )}
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation('catalog');
  return (
    <section aria-labelledby="how-it-works" className="grid gap-6 md:grid-cols-3">
      <h2 id="how-it-works" className="sr-only">
        {t('landing.steps.title')}
      </h2>
      {(['choose', 'browse', 'deal'] as const).map((step, index) => (
        <div key={step} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {formatNumber(index + 1)}
          </span>
          <p className="mt-4 text-lg font-bold text-slate-900">
            {t(`landing.steps.${step}.title`)}
          </p>
          <p className="mt-1 text-slate-600">{t(`landing.steps.${step}.text`)}</p>
        </div>
      ))}
    </section>
  );
}
