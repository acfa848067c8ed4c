import type { Ad } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { ChartNoAxesColumn, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatRelativeTime } from '../../../lib/format';
import { useReportAd } from '../api/report-ad';
import {
  CallButton,
  ChatButton,
  type PhoneReveal,
  ReportAdButton,
  SaveButton,
  ShareButton,
} from './ad-actions';
import { AdFacts } from './ad-facts';
import { AdPrice } from './ad-price';
import { AdPromotionUntil } from './ad-promotion';
import { AdStatusBadge } from './ad-status-badge';

/** The ad's card beside its photos: title, price, place, and what the viewer can do with it. */
export function AdSummaryCard({
  ad,
  reveal,
  onChat,
}: {
  ad: Ad;
  reveal: PhoneReveal;
  onChat: () => void;
}) {
  const { t } = useTranslation('ads');
  const report = useReportAd(ad.id);
  return (
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
          <Button to={href(webPaths.viewAd, { id: ad.id })} fullWidth size="lg">
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
        <ShareButton path={href(webPaths.ad, { id: ad.id })} title={ad.title} />
        {!ad.is_owner && (
          <>
            <SaveButton id={ad.id} ownerId={ad.user.id} />
            <ReportAdButton onReport={report.mutateAsync} isPending={report.isPending} />
          </>
        )}
      </div>
    </div>
  );
}

/** The ad's facts and description. */
export function AdBody({ ad }: { ad: Ad }) {
  const { t } = useTranslation('ads');
  return (
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
          <p dir="auto" className="whitespace-pre-line text-start leading-relaxed text-slate-700">
            {ad.description}
          </p>
        ) : (
          <p className="text-slate-500">{t('details.no-description')}</p>
        )}
      </section>
    </div>
  );
}
