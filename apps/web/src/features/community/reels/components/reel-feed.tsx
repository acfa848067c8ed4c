import type { Reel } from '@souq/contract';
import { Clapperboard, Plus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { EmptyState } from '../../../../components/empty-state';
import { Loader } from '../../../../components/loader';
import { ShareModal } from '../../components/share-modal';
import { useEndMarker } from '../../lib/use-end-marker';
import { useDeleteReel } from '../api/delete-reel';
import { useReel, useReelsFeed } from '../api/get-reels';
import { ReelCommentsPanel } from './reel-comments-panel';
import { ReelItem } from './reel-item';

// The upload form (and its form library) loads when it is opened.
const CreateReelModal = lazy(() =>
  import('./create-reel-modal').then((m) => ({ default: m.CreateReelModal })),
);

export interface ReelFeedProps {
  /** The reel of the address when the page opened: shown first. */
  firstId: number;
  viewerId: number | null;
  place: { country_id: number | null; region_id: number | null };
  /** The reel now on screen: the page puts it in the address. */
  onShown: (reelId: number) => void;
  /** A reel just published: the page opens on it. */
  onCreated: (reelId: number) => void;
}

const reelUrl = (id: number) => `${window.location.origin}/community/reels/${id}`;

/**
 * The vertical snap feed (seed §2): the address's reel first, then the others newest first
 * without repeating it; the next page loads at the end. Each reel plays while mostly visible.
 */
export function ReelFeed({ firstId, viewerId, place, onShown, onCreated }: ReelFeedProps) {
  const { t } = useTranslation('reels');
  const first = useReel(firstId);
  const feed = useReelsFeed();
  const canLoad = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetching;
  const markerRef = useEndMarker(canLoad, () => void feed.fetchNextPage());
  const [creating, setCreating] = useState(false);
  const [commentsOf, setCommentsOf] = useState<Reel | null>(null);
  const [sharing, setSharing] = useState<Reel | null>(null);
  const [deleting, setDeleting] = useState<Reel | null>(null);
  const remove = useDeleteReel();

  const rest = feed.data?.pages.flatMap((page) => page.data) ?? [];
  const all = [...(first.data ? [first.data] : []), ...rest];
  const reels = all.filter((reel, index) => all.findIndex((r) => r.id === reel.id) === index);

  const createButton = (
    <Button onClick={() => setCreating(true)} size="sm">
      <Plus className="size-4" aria-hidden="true" />
      {t('create.open')}
    </Button>
  );

  let body: ReactNode;
  if (feed.isPending || (first.isPending && first.fetchStatus !== 'idle')) {
    body = <Loader label={t('feed.loading')} />;
  } else if (reels.length === 0) {
    body = (
      <EmptyState
        icon={Clapperboard}
        title={t('feed.empty-title')}
        description={t('feed.empty-description')}
        action={createButton}
      />
    );
  } else {
    body = (
      <section
        className="mx-auto h-[calc(100dvh-9.5rem)] w-full max-w-md snap-y snap-mandatory space-y-3 overflow-y-auto overscroll-contain rounded-2xl"
        aria-label={t('feed.label')}
        data-testid="reel-feed"
      >
        {reels.map((reel) => (
          <ReelItem
            key={reel.id}
            reel={reel}
            onShown={(shown) => onShown(shown.id)}
            onOpenComments={setCommentsOf}
            onShare={setSharing}
            onDelete={reel.user.id === viewerId ? setDeleting : undefined}
          />
        ))}
        <div ref={markerRef} className="h-px" aria-hidden="true" />
        {feed.isFetchingNextPage && <Loader label={t('feed.loading-more')} />}
      </section>
    );
  }

  return (
    <div className="space-y-3">
      <div className="mx-auto flex w-full max-w-md items-center justify-between gap-2">
        <h1 className="text-xl font-bold text-slate-900">{t('feed.label')}</h1>
        {createButton}
      </div>
      {first.isError && (
        <p
          role="alert"
          className="mx-auto max-w-md rounded-xl bg-amber-50 p-3 text-sm text-amber-800"
        >
          {t('feed.not-found')}
        </p>
      )}
      {body}
      {creating && (
        <Suspense fallback={null}>
          <CreateReelModal
            open
            onClose={() => setCreating(false)}
            place={place}
            onCreated={onCreated}
          />
        </Suspense>
      )}
      {commentsOf && (
        <ReelCommentsPanel reelId={commentsOf.id} open onClose={() => setCommentsOf(null)} />
      )}
      {sharing && <ShareModal open onClose={() => setSharing(null)} url={reelUrl(sharing.id)} />}
      <ConfirmModal
        open={deleting !== null}
        listItem
        isDeleting={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
