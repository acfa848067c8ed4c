import { ArrowLeft, ChartNoAxesColumn, MapPin, Megaphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { RequestError } from '../../components/request-error';
import { useProfile } from '../../features/accounts/api/get-profile';
import { useAd } from '../../features/ads/api/get-ad';
import { useReportAd } from '../../features/ads/api/report-ad';
import { useRevealAdPhone } from '../../features/ads/api/reveal-ad-phone';
import {
  CallButton,
  ChatButton,
  type PhoneReveal,
  ReportAdButton,
  SaveButton,
  ShareButton,
} from '../../features/ads/components/ad-actions';
import { AdContactBar } from '../../features/ads/components/ad-contact-bar';
import { AdFacts } from '../../features/ads/components/ad-facts';
import { AdGallery } from '../../features/ads/components/ad-gallery';
import { AdPrice } from '../../features/ads/components/ad-price';
import { AdPromotionUntil } from '../../features/ads/components/ad-promotion';
import { AdStatusBadge } from '../../features/ads/components/ad-status-badge';
import { SellerCard } from '../../features/ads/components/seller-card';
import { getApiError } from '../../lib/api';
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
  const revealPhone = useRevealAdPhone(id);
  const report = useReportAd(id);
  const profileId = useProfile().data?.id ?? null;
  useDocumentTitle(ad?.title ?? t('details.title'));
  const navigate = useNavigate();

  if (isPending && Number.isInteger(id)) return <Loader fullPage />;
  if (!ad) {
    const missing =
      !isError || getApiError(error)?.code === 'ads.not-found' || !Number.isInteger(id);
    return (
      <section>
        <BackLink />
        {missing ? (
          <EmptyState
            icon={Megaphone}
            title={t('details.empty-title')}
            description={t('details.empty-description')}
            action={
              <Button to="/ads" variant="outline">
                {t('details.back')}
              </Button>
            }
          />
        ) : (
          <RequestError
            error={error}
            title={t('details.error-title')}
            onRetry={() => void refetch()}
          />
        )}
      </section>
    );
  }

  // The owner is known from the ad itself: their other ads below carry no heart either.
  const viewerId = ad.is_owner ? ad.user.id : profileId;
  const reveal: PhoneReveal = {
    phone: revealPhone.data,
    isPending: revealPhone.isPending,
    error: revealPhone.error,
    onReveal: () => revealPhone.mutate(),
  };
  // Chat with the seller: opens (or finds) the conversation about this ad, its card on top.
  const onChat = () => navigate(`/chat?with=${ad.user.id}&about=ad&item=${ad.id}`);

  return (
    <article>
      <BackLink />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="min-w-0">
          <AdGallery photos={ad.photos} title={ad.title} />
        </div>
        <aside className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
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
            <AdPromotionUntil ad={ad} />
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
              // On phones the bar at the bottom holds Call and Chat.
              <div className="hidden gap-2 md:grid">
                <CallButton reveal={reveal} />
                <ChatButton onChat={onChat} />
              </div>
            )}
            {/* Share, save and report side by side, wrapping on a narrow phone. */}
            <div className="flex flex-wrap gap-2">
              <ShareButton path={`/ads/${ad.id}`} title={ad.title} />
              {!ad.is_owner && (
                <>
                  <SaveButton id={ad.id} ownerId={ad.user.id} />
                  <ReportAdButton onReport={report.mutateAsync} isPending={report.isPending} />
                </>
              )}
            </div>
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
        <RelatedAds ad={ad} by="seller" viewerId={viewerId} />
        <RelatedAds ad={ad} by="category" viewerId={viewerId} />
      </Suspense>
      {!ad.is_owner && <AdContactBar reveal={reveal} onChat={onChat} />}
    </article>
  );
}
