import { ArrowLeft, ChartNoAxesColumn, MapPin, Megaphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { useAd } from '../../features/ads/api/get-ad';
import { AdFacts } from '../../features/ads/components/ad-facts';
import { AdGallery } from '../../features/ads/components/ad-gallery';
import { AdPrice } from '../../features/ads/components/ad-price';
import { AdStatusBadge } from '../../features/ads/components/ad-status-badge';
import { ShareButton, ShowNumber } from '../../features/ads/components/contact-actions';
import { SellerCard } from '../../features/ads/components/seller-card';
import { getApiError, getErrorMessage } from '../../lib/api';
import { formatRelativeTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';

// Below the fold: its cards load after the ad itself.
const RelatedAds = lazy(() =>
  import('../../features/ads/components/similar-ads').then((m) => ({ default: m.RelatedAds })),
);

function BackLink() {
  const { t } = useTranslation('ads');
  return (
    <Link
      to="/ads"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-800"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('details.back')}
    </Link>
  );
}

export default function AdDetailsRoute() {
  const { t } = useTranslation('ads');
  const id = Number(useParams().id);
  const { data: ad, isPending, isError, error, refetch } = useAd(id);
  useDocumentTitle(ad?.title ?? t('details.title'));

  if (isPending && Number.isInteger(id)) return <Loader fullPage />;
  if (!ad) {
    const missing =
      !isError || getApiError(error)?.code === 'ads.not-found' || !Number.isInteger(id);
    return (
      <section>
        <BackLink />
        <EmptyState
          icon={Megaphone}
          title={missing ? t('details.empty-title') : t('details.error-title')}
          description={missing ? t('details.empty-description') : getErrorMessage(error)}
          action={
            missing ? (
              <Button to="/ads" variant="outline">
                {t('details.back')}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void refetch()}>
                {t('list.retry')}
              </Button>
            )
          }
        />
      </section>
    );
  }

  return (
    <article>
      <BackLink />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="min-w-0">
          <AdGallery photos={ad.photos} title={ad.title} />
        </div>
        <aside className="grid content-start gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {ad.status !== 'active' && (
              <div>
                <AdStatusBadge status={ad.status} />
              </div>
            )}
            <h1
              dir="auto"
              className="text-start text-xl font-bold leading-snug text-slate-900 sm:text-2xl"
            >
              {ad.title}
            </h1>
            <AdPrice price={ad.price} negotiable={ad.negotiable} className="text-2xl sm:text-3xl" />
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {t('details.place', { region: ad.region.name, country: ad.country.name })}
              </span>
              <time dateTime={ad.created_at}>{formatRelativeTime(ad.created_at)}</time>
            </p>
            {ad.is_owner ? (
              <div className="grid gap-2">
                <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
                  {t('details.yours')}
                </p>
                <Button to={`/view-ads/${ad.id}`} fullWidth size="lg">
                  <ChartNoAxesColumn className="size-5" aria-hidden="true" />
                  {t('details.manage')}
                </Button>
              </div>
            ) : (
              <ShowNumber adId={ad.id} />
            )}
            <ShareButton path={`/ads/${ad.id}`} />
          </div>
          <SellerCard seller={ad.user} />
        </aside>
        <div className="grid min-w-0 content-start gap-6">
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="mb-3 text-lg font-bold text-slate-900">
              {t('details.facts')}
            </h2>
            <AdFacts ad={ad} />
          </section>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-3 text-lg font-bold text-slate-900">
              {t('details.description')}
            </h2>
            {ad.description ? (
              <p
                dir="auto"
                className="whitespace-pre-line text-start leading-relaxed text-slate-700"
              >
                {ad.description}
              </p>
            ) : (
              <p className="text-slate-500">{t('details.no-description')}</p>
            )}
          </section>
        </div>
      </div>
      <Suspense fallback={null}>
        <RelatedAds ad={ad} by="seller" />
        <RelatedAds ad={ad} by="category" />
      </Suspense>
    </article>
  );
}
