import type { Auction } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { MapPin, MessageCircle, Pencil, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { SaveHeart } from '../../../components/save-heart';

/** Beside the bid box: chat with the seller (or the winner's handover) and save, or manage one's own. */
export function AuctionViewerActions({ auction }: { auction: Auction }) {
  const { t } = useTranslation('auctions');
  return (
    <>
      {!auction.is_owner && (
        <Button
          to={href(webPaths.chat, {
            with: auction.user.id,
            about: 'auction',
            item: auction.id,
          })}
          variant={auction.viewer.status === 'won' ? 'primary' : 'outline'}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {auction.viewer.status === 'won' ? t('details.chat-won') : t('details.ask-seller')}
        </Button>
      )}
      {!auction.is_owner && (
        <SaveHeart kind="auction" id={auction.id} ownerId={auction.user.id} shape="wide" />
      )}
      {auction.is_owner && (
        <Button to={href(webPaths.viewAuction, { id: auction.id })} variant="outline">
          <Pencil className="size-4" aria-hidden="true" />
          {t('details.manage')}
        </Button>
      )}
    </>
  );
}

/** The auction's category, place, description and seller. */
export function AuctionAbout({ auction }: { auction: Auction }) {
  const { t } = useTranslation('auctions');
  return (
    <section className="grid gap-3 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{t('details.about')}</h2>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="flex items-center gap-1">
          <Tag className="size-4" aria-hidden="true" />
          {auction.category.name}
        </span>
        <span className="flex items-center gap-1">
          <MapPin className="size-4" aria-hidden="true" />
          {t('details.place', { region: auction.region.name, country: auction.country.name })}
        </span>
      </p>
      {auction.description && (
        <p dir="auto" className="whitespace-pre-line text-slate-800">
          {auction.description}
        </p>
      )}
      <div className="flex items-center gap-3 border-t border-slate-100 pt-3">
        <Avatar src={auction.user.photo} alt="" className="size-10" />
        <div>
          <p className="text-xs text-slate-500">{t('details.seller')}</p>
          <p dir="auto" className="font-semibold text-slate-900">
            {auction.user.name}
          </p>
        </div>
      </div>
    </section>
  );
}
