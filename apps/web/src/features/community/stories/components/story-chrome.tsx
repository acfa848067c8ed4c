import type { Story } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { ChevronLeft, ChevronRight, Pause, Play, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { cn } from '../../../../lib/cn';

export const roundButton =
  'flex size-10 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/40 hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white';

/** The group's progress bars, the author, and the pause and close buttons. */
export function StoryTop({
  story,
  group,
  progress,
  pausedByButton,
  onTogglePause,
}: {
  story: Story;
  group: Story[];
  progress: number;
  pausedByButton: boolean;
  onTogglePause: () => void;
}) {
  const { t } = useTranslation('stories');
  const position = group.findIndex((s) => s.id === story.id);
  const widthOf = (i: number) => (i < position ? 100 : i === position ? progress * 100 : 0);
  return (
    <div className="absolute inset-x-0 top-0 z-10 space-y-3 bg-gradient-to-b from-black/70 to-transparent p-3">
      <div
        className="flex gap-1"
        role="progressbar"
        aria-label={t('viewer.progress', { current: position + 1, total: group.length })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        {group.map((item, i) => (
          <span key={item.id} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
            <span
              className="block h-full bg-white"
              data-testid={item.id === story.id ? 'story-progress' : undefined}
              style={{ width: `${widthOf(i)}%` }}
            />
          </span>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Link
          to={href(webPaths.communityProfile, { id: story.user.id })}
          className="flex min-w-0 items-center gap-2 rounded-full"
        >
          <Avatar src={story.user.photo} alt="" className="size-9" />
          <span className="truncate font-semibold">{story.user.name}</span>
        </Link>
        <div className="ms-auto flex items-center gap-2">
          <button
            type="button"
            onClick={onTogglePause}
            aria-label={pausedByButton ? t('viewer.play') : t('viewer.pause')}
            aria-pressed={pausedByButton}
            className={roundButton}
          >
            {pausedByButton ? (
              <Play className="size-5" aria-hidden="true" />
            ) : (
              <Pause className="size-5" aria-hidden="true" />
            )}
          </button>
          <Link to={webPaths.community} aria-label={t('viewer.close')} className={roundButton}>
            <X className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The picture or video with its caption; held down it pauses, and its side buttons step through. */
export function StoryMedia({
  story,
  onHold,
  onPrevious,
  onNext,
}: {
  story: Story;
  onHold: (held: boolean) => void;
  /** Absent on the first story. */
  onPrevious?: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('stories');
  return (
    <div
      className="relative flex min-h-0 flex-1 items-center justify-center"
      onPointerDown={() => onHold(true)}
      onPointerUp={() => onHold(false)}
      onPointerLeave={() => onHold(false)}
      onPointerCancel={() => onHold(false)}
      data-testid="story-media"
    >
      {story.media_type === 'video' ? (
        <video
          key={story.id}
          src={story.media_url}
          poster={story.poster_url ?? undefined}
          autoPlay
          muted
          playsInline
          loop
          className="max-h-full w-full object-contain"
        />
      ) : (
        <img
          src={story.media_url}
          alt={story.caption || story.user.name}
          className="max-h-full w-full object-contain"
        />
      )}
      {story.caption && (
        <p
          dir="auto"
          className="absolute inset-x-4 bottom-4 rounded-xl bg-black/50 px-3 py-2 text-center text-base"
        >
          {story.caption}
        </p>
      )}
      <button
        type="button"
        onClick={onPrevious}
        disabled={!onPrevious}
        aria-label={t('viewer.previous')}
        className={cn(roundButton, 'absolute start-2 top-1/2 -translate-y-1/2 disabled:opacity-0')}
      >
        <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onNext}
        aria-label={t('viewer.next')}
        className={cn(roundButton, 'absolute end-2 top-1/2 -translate-y-1/2')}
      >
        <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
      </button>
    </div>
  );
}
