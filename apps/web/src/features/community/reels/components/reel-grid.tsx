import { href, webPaths } from '@souq/contract/web-paths';
import { Clapperboard, Heart, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { ListError } from '../../../../components/list-error';
import { Loader } from '../../../../components/loader';
import { useEndMarker } from '../../lib/use-end-marker';
import { useReelsFeed } from '../api/get-reels';

/** Reels as tiles (the Videos view, a profile's Videos tab); a tile opens the reels feed on it. */
export function ReelGrid({
  userId,
  emptyTitle,
  emptyDescription,
}: {
  userId?: number;
  emptyTitle: string;
  emptyDescription?: string;
}) {
  const { t } = useTranslation('reels');
  const feed = useReelsFeed(userId);
  const canLoad = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetching;
  const markerRef = useEndMarker(canLoad, () => void feed.fetchNextPage());
  const reels = feed.data?.pages.flatMap((page) => page.data) ?? [];

  if (feed.isPending) return <Loader label={t('feed.loading')} />;
  if (feed.isError) return <ListError error={feed.error} />;
  if (reels.length === 0) {
    return <EmptyState icon={Clapperboard} title={emptyTitle} description={emptyDescription} />;
  }
  return (
    <div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('grid.label')}>
        {reels.map((reel) => (
          <li key={reel.id}>
            <Link
              to={href(webPaths.reel, { id: reel.id })}
              title={t('grid.open', { caption: reel.caption })}
              className="group relative block aspect-[9/16] overflow-hidden rounded-xl bg-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {reel.poster_url ? (
                <img
                  src={reel.poster_url}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              ) : (
                <video
                  src={`${reel.video_url}#t=0.5`}
                  muted
                  playsInline
                  preload="metadata"
                  className="h-full w-full object-cover"
                />
              )}
              <span className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/80 to-transparent p-2 text-xs font-semibold text-white">
                <Play className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('player.play')}</span>
                <Heart className="size-3" aria-hidden="true" />
                {reel.reactionsCount}
                <span className="line-clamp-1 flex-1 font-normal" dir="auto">
                  {reel.caption}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div ref={markerRef} className="h-px" aria-hidden="true" />
      {feed.isFetchingNextPage && <Loader label={t('feed.loading-more')} />}
    </div>
  );
}
