import type { Auction } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Gavel, Heart, MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useAuction } from '../../features/auctions/api/get-auction';
import { useBids } from '../../features/auctions/api/get-bids';
import { useDeleteAuction } from '../../features/auctions/api/save-auction';
import { AuctionBidsCard } from '../../features/auctions/components/auction-bids-card';
import { AuctionPanel } from '../../features/auctions/components/auction-panel';
import { useAuctionRoom } from '../../features/auctions/lib/use-auction-room';
import { getErrorMessage } from '../../lib/api';
import { formatMoney, formatNumber } from '../../lib/format';

/** `/view-auction/{id}`: the owner's view — every bid with names, the outcome, edit and delete before the first bid. */
export default function ViewAuctionRoute() {
  const { t } = useTranslation('auctions');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: auction, isPending, error } = useAuction(id);
  const bids = useBids(auction?.is_owner ? id : 0);
  const remove = useDeleteAuction(id);
  const [confirming, setConfirming] = useState(false);
  useAuctionRoom(auction?.is_owner ? id : 0);

  if (isPending && Number.isInteger(id) && id > 0) return <Loader />;
  if (!auction?.is_owner) {
    return <NotYourAuction auction={auction} error={error} />;
  }
  return (
    <Screen
      title={auction.title}
      subtitle={t('owner.subtitle')}
      actions={
        <Button to={href(webPaths.auction, { id: auction.id })} variant="outline" size="sm">
          {t('owner.open-public')}
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[380px_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <AuctionPanel auction={auction} />
          <OwnerFacts auction={auction} onDelete={() => setConfirming(true)} />
        </div>
        <AuctionBidsCard auction={auction} bids={bids} title={t('owner.all-bids')} />
      </div>
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void remove
            .mutateAsync()
            .then(() => navigate(href(webPaths.profile, { tab: 'my-auction' })))
            .catch(() => setConfirming(false))
        }
        isDeleting={remove.isPending}
      />
    </Screen>
  );
}

function NotYourAuction({ auction, error }: { auction: Auction | undefined; error: unknown }) {
  const { t } = useTranslation('auctions');
  return (
    <Screen title={t('owner.not-yours')}>
      <EmptyState
        icon={Gavel}
        title={auction ? t('owner.not-yours') : t('details.missing')}
        description={error ? getErrorMessage(error) : t('owner.not-yours-text')}
        action={
          <Button
            to={auction ? href(webPaths.auction, { id: auction.id }) : webPaths.auctions}
            variant="outline"
          >
            {auction ? t('owner.open-public') : t('details.back')}
          </Button>
        }
      />
    </Screen>
  );
}

/** Saves, the reserve, the winner's chat, and edit or delete while no one has bid. */
function OwnerFacts({ auction, onDelete }: { auction: Auction; onDelete: () => void }) {
  const { t } = useTranslation('auctions');
  const editable = auction.bids_count === 0 && auction.state !== 'ended';
  return (
    <>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Heart className="size-4 text-red-500" aria-hidden="true" />
        {t('owner.saves', {
          count: auction.saves_count ?? 0,
          formatted: formatNumber(auction.saves_count ?? 0),
        })}
      </p>
      {auction.reserve_price && (
        <p className="text-sm text-slate-600">
          {t('owner.reserve', { amount: formatMoney(auction.reserve_price) })}
        </p>
      )}
      {auction.winner?.id && (
        <Button
          to={href(webPaths.chat, {
            with: auction.winner.id,
            about: 'auction',
            item: auction.id,
          })}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {t('owner.chat-winner')}
        </Button>
      )}
      {editable ? (
        <div className="flex flex-wrap gap-3">
          <Button to={href(webPaths.addAuction, { edit: auction.id })} variant="outline">
            <Pencil className="size-4" aria-hidden="true" />
            {t('owner.edit')}
          </Button>
          <Button variant="danger" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('owner.delete')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('owner.locked')}</p>
      )}
    </>
  );
}
