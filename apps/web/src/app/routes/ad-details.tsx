import { href, webPaths } from '@souq/contract/web-paths';
import { ArrowLeft, Megaphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { RequestError } from '../../components/request-error';
import { useProfile } from '../../features/accounts/api/get-profile';
import { useAd } from '../../features/ads/api/get-ad';
import { useRevealAdPhone } from '../../features/ads/api/reveal-ad-phone';
import type { PhoneReveal } from '../../features/ads/components/ad-actions';
import { AdContactBar } from '../../features/ads/components/ad-contact-bar';
import { AdGallery } from '../../features/ads/components/ad-gallery';
import { AdBody, AdSummaryCard } from '../../features/ads/components/ad-summary';
import { SellerCard } from '../../features/ads/components/seller-card';
import { getApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

// Below the fold: its cards load after the ad itself.
const RelatedAds = lazy(() =>
  import('../../features/ads/components/similar-ads').then((m) => ({ default: m.RelatedAds })),
);

function BackLink() {
  const { t } = useTranslation('ads');
  return (
    <Link
      to={webPaths.ads}
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
  const profileId = useProfile().data?.id ?? null;
  useDocumentTitle(ad?.title ?? t('details.title'));
  const navigate = useNavigate();

  if (isPending && Number.isInteger(id)) return <Loader fullPage />;
  if (!ad) {
    const missing =
      !isError || getApiError(error)?.code === 'ads.not-found' || !Number.isInteger(id);
    return <AdUnavailable missing={missing} error={error} onRetry={() => void refetch()} />;
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
  const onChat = () =>
    navigate(href(webPaths.chat, { with: ad.user.id, about: 'ad', item: ad.id }));

  return (
    <article>
      <BackLink />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="min-w-0">
          <AdGallery photos={ad.photos} title={ad.title} />
        </div>
        <aside className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <AdSummaryCard ad={ad} reveal={reveal} onChat={onChat} />
          <SellerCard seller={ad.user} />
        </aside>
        <AdBody ad={ad} />
      </div>
      <Suspense fallback={null}>
        <RelatedAds ad={ad} by="seller" viewerId={viewerId} />
        <RelatedAds ad={ad} by="category" viewerId={viewerId} />
      </Suspense>
      {!ad.is_owner && <AdContactBar reveal={reveal} onChat={onChat} />}
    </article>
  );
}

/** An ad that does not exist (or no longer), or one that could not be loaded. */
function AdUnavailable({
  missing,
  error,
  onRetry,
}: {
  missing: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('ads');
  return (
    <section>
      <BackLink />
      {missing ? (
        <EmptyState
          icon={Megaphone}
          title={t('details.empty-title')}
          description={t('details.empty-description')}
          action={
            <Button to={webPaths.ads} variant="outline">
              {t('details.back')}
            </Button>
          }
        />
      ) : (
        <RequestError error={error} title={t('details.error-title')} onRetry={onRetry} />
      )}
    </section>
  );
}
