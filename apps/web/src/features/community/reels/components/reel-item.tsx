import type { Reel } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Heart, MessageCircle, MoreHorizontal, Pause, Play, Share2, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { cn } from '../../../../lib/cn';
import { useToggleReelLike } from '../api/toggle-reel-like';
import { useMostlyVisible } from '../lib/use-visible-ratio';

export interface ReelItemProps {
  reel: Reel;
  /** Runs when the reel becomes the one on screen (the address follows it). */
  onShown: (reel: Reel) => void;
  onOpenComments: (reel: Reel) => void;
  onShare: (reel: Reel) => void;
  /** Only for the author's own reels. */
  onDelete?: (reel: Reel) => void;
}

const railButton =
  'flex flex-col items-center gap-1 text-xs font-semibold text-white drop-shadow focus-visible:outline-2 focus-visible:outline-white';
const railIcon =
  'flex size-11 items-center justify-center rounded-full bg-black/50 ring-1 ring-white/40 transition hover:bg-black/70';

/**
 * One reel: the video fills the frame, muted and looping; it plays while 80 % of it is on screen
 * and pauses otherwise; a tap toggles play. The side rail holds like (with its count), comments
 * (with theirs), share and more.
 */
export function ReelItem({ reel, onShown, onOpenComments, onShare, onDelete }: ReelItemProps) {
  const { t } = useTranslation('reels');
  const video = useRef<HTMLVideoElement>(null);
  const { ref, visible } = useMostlyVisible(() => onShown(reel));
  const [pausedByTap, setPausedByTap] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (visible && !pausedByTap) {
      element.muted = true;
      element.play().catch((error: unknown) => console.error('play failed', error));
    } else {
      element.pause();
    }
  }, [visible, pausedByTap]);
  useEffect(() => {
    if (!visible) setPausedByTap(false);
  }, [visible]);

  const name = reel.user.name;
  const profile = href(webPaths.communityProfile, { id: reel.user.id });
  return (
    <article
      ref={ref}
      aria-label={t('player.label', { name })}
      data-reel-id={reel.id}
      data-playing={playing ? 'true' : 'false'}
      className="relative h-full w-full snap-start snap-always overflow-hidden rounded-2xl bg-black"
    >
      <video
        ref={video}
        src={reel.video_url}
        poster={reel.poster_url ?? undefined}
        muted
        loop
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="h-full w-full object-contain"
      />
      <button
        type="button"
        onClick={() => setPausedByTap((paused) => !paused)}
        aria-label={playing ? t('player.pause') : t('player.play')}
        aria-pressed={!playing}
        className="absolute inset-0 flex items-center justify-center focus-visible:outline-2 focus-visible:outline-white"
      >
        {!playing && (
          <span className="flex size-16 items-center justify-center rounded-full bg-black/50 text-white">
            <Play className="size-8" aria-hidden="true" />
          </span>
        )}
        {playing && <Pause className="sr-only" aria-hidden="true" />}
      </button>

      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/30 to-transparent p-4 pe-20">
        <Link
          to={profile}
          aria-label={t('player.profile', { name })}
          className="pointer-events-auto inline-flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-white"
        >
          <Avatar src={reel.user.photo} alt="" className="size-9" />
          <span className="font-semibold text-white drop-shadow">{name}</span>
        </Link>
        <p dir="auto" className="mt-2 line-clamp-3 text-sm text-white drop-shadow">
          {reel.caption}
        </p>
      </div>

      <ReelRail reel={reel} onOpenComments={onOpenComments} onShare={onShare} onDelete={onDelete} />
    </article>
  );
}

/** The side rail: like (with its count), comments (with theirs), share, and more. */
function ReelRail({
  reel,
  onOpenComments,
  onShare,
  onDelete,
}: Pick<ReelItemProps, 'reel' | 'onOpenComments' | 'onShare' | 'onDelete'>) {
  const { t } = useTranslation('reels');
  const [menuOpen, setMenuOpen] = useState(false);
  const like = useToggleReelLike(reel);
  const liked = reel.userReaction !== null;
  return (
    <div className="absolute end-3 bottom-24 flex flex-col items-center gap-4">
      <button
        type="button"
        onClick={() => like.mutate()}
        aria-pressed={liked}
        className={railButton}
      >
        <span className="sr-only">{liked ? t('player.unlike') : t('player.like')}</span>
        <span className={railIcon}>
          <Heart
            className={cn('size-6', liked ? 'fill-red-500 text-red-500' : 'text-white')}
            aria-hidden="true"
          />
        </span>
        <span data-testid="reel-likes">{reel.reactionsCount}</span>
      </button>
      <button type="button" onClick={() => onOpenComments(reel)} className={railButton}>
        <span className="sr-only">{t('player.comments')}</span>
        <span className={railIcon}>
          <MessageCircle className="size-6" aria-hidden="true" />
        </span>
        <span>{reel.commentsCount}</span>
      </button>
      <button
        type="button"
        onClick={() => onShare(reel)}
        aria-label={t('player.share')}
        className={railButton}
      >
        <span className={railIcon}>
          <Share2 className="size-6" aria-hidden="true" />
        </span>
      </button>
      <div className="relative">
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-label={t('player.more')}
          aria-expanded={onDelete ? menuOpen : undefined}
          className={railButton}
        >
          <span className={railIcon}>
            <MoreHorizontal className="size-6" aria-hidden="true" />
          </span>
        </button>
        {onDelete && menuOpen && (
          <div className="absolute end-12 bottom-0 w-44 rounded-xl bg-white p-1 shadow-lg">
            <button
              type="button"
              onClick={() => {
                setMenuOpen(false);
                onDelete(reel);
              }}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-red-700 hover:bg-red-50"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('player.delete')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
