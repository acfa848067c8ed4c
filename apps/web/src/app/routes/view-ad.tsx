import { href, webPaths } from '@souq/contract/web-paths';
import { ExternalLink, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useAd } from '../../features/ads/api/get-ad';
import { AdFacts } from '../../features/ads/components/ad-facts';
import { AdPrice } from '../../features/ads/components/ad-price';
import { AdPromotionUntil } from '../../features/ads/components/ad-promotion';
import { AdStatusBadge } from '../../features/ads/components/ad-status-badge';
import { OwnerActions, OwnerStats } from '../../features/ads/components/owner-panel';
import { getErrorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';

/** `/view-ads/{id}`: the owner's view of an ad — figures, status and actions. */
export default function ViewAdRoute() {
  const { t } = useTranslation('ads');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: ad, isPending, error } = useAd(id);

  if (isPending && Number.isInteger(id)) return <Loader fullPage />;
  if (!ad?.is_owner) {
    return (
      <Screen title={t('owner.title')}>
        <EmptyState
          icon={Megaphone}
          title={ad ? t('owner.not-yours') : t('details.empty-title')}
          description={ad ? t('owner.not-yours-text') : error ? getErrorMessage(error) : undefined}
          action={
            <Button to={ad ? href(webPaths.ad, { id: ad.id }) : webPaths.ads} variant="outline">
              {ad ? t('owner.open-public') : t('details.back')}
            </Button>
          }
        />
      </Screen>
    );
  }

  const cover = ad.photos[0];
  return (
    <Screen title={t('owner.title')} subtitle={t('owner.subtitle')}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <section className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5">
            {cover && (
              <img
                src={cover.thumb_url}
                alt=""
                className="aspect-[4/3] w-full rounded-2xl object-cover sm:w-56"
              />
            )}
            <div className="grid min-w-0 content-start gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <AdStatusBadge status={ad.status} />
                <span className="text-xs text-slate-500">
                  {t('owner.updated', { date: formatDate(ad.updated_at) })}
                </span>
              </div>
              <h2 dir="auto" className="text-start text-xl font-bold leading-snug text-slate-900">
                {ad.title}
              </h2>
              <AdPrice price={ad.price} negotiable={ad.negotiable} className="text-xl" />
              <AdPromotionUntil ad={ad} />
              <Link
                to={href(webPaths.ad, { id: ad.id })}
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('owner.open-public')}
                <ExternalLink className="size-4" aria-hidden="true" />
              </Link>
            </div>
          </section>
          <section aria-labelledby="stats-heading">
            <h2 id="stats-heading" className="mb-3 text-lg font-bold text-slate-900">
              {t('owner.stats')}
            </h2>
            <OwnerStats ad={ad} />
          </section>
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="mb-3 text-lg font-bold text-slate-900">
              {t('details.facts')}
            </h2>
            <AdFacts ad={ad} showViews={false} />
          </section>
        </div>
        <aside
          aria-labelledby="actions-heading"
          className="self-start rounded-3xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="actions-heading" className="mb-1 font-bold text-slate-900">
            {t('owner.actions')}
          </h2>
          <p className="mb-4 text-sm text-slate-600">{t(`owner.status-text.${ad.status}`)}</p>
          <OwnerActions
            ad={ad}
            onDeleted={() => void navigate(href(webPaths.profile, { tab: 'my-ads' }))}
          />
        </aside>
      </div>
    </Screen>
  );
}
