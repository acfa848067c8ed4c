import type { Story, StoryGroup } from '@souq/contract';
import { STORY_REPLY_MAX } from '@souq/contract/limits';
import {
  ChevronLeft,
  ChevronRight,
  Eye,
  Heart,
  MessageCircle,
  Pause,
  Play,
  Share2,
  X,
} from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { getErrorMessage } from '../../../../lib/api';
import { notify } from '../../../../lib/notify';
import { ShareModal } from '../../components/share-modal';
import { useReplyToStory, useToggleStoryLike, useViewStory } from '../api/story-actions';
import { useStoryProgress } from '../lib/use-story-progress';

export interface StoryViewerProps {
  groups: StoryGroup[];
  storyId: number;
  viewerId: number | null;
  /** Opens another story (the next, the previous). */
  onOpen: (storyId: number) => void;
  /** After the last story: back to /community. */
  onFinish: () => void;
}

const roundButton =
  'flex size-10 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/40 hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white';

/**
 * One story at a time, in the tray's order: the picture (or video) with its caption, like,
 * reply and share counts, a 5-second progress bar that moves on to the next story (or back to
 * /community after the last), paused while held, by the pause button or while a reply is typed.
 * Send replies to the author in chat.
 */
export function StoryViewer({ groups, storyId, viewerId, onOpen, onFinish }: StoryViewerProps) {
  const { t } = useTranslation('stories');
  const order: Story[] = groups.flatMap((group) => group.stories);
  const index = order.findIndex((story) => story.id === storyId);
  const story = order[index];
  const group = groups.find((g) => g.stories.some((s) => s.id === storyId));
  const [held, setHeld] = useState(false);
  const [pausedByButton, setPausedByButton] = useState(false);
  const [typing, setTyping] = useState(false);
  const [reply, setReply] = useState('');
  const [sharing, setSharing] = useState(false);
  const view = useViewStory();
  const like = useToggleStoryLike();
  const send = useReplyToStory();
  const viewed = useRef(new Set<number>());
  const paused = held || pausedByButton || typing || sharing || !story;

  const next = () => {
    const following = order[index + 1];
    if (following) onOpen(following.id);
    else onFinish();
  };
  const progress = useStoryProgress(storyId, paused, next);

  useEffect(() => {
    if (!story || story.user.id === viewerId || viewed.current.has(story.id)) return;
    viewed.current.add(story.id);
    view.mutate(story.id);
  }, [story, viewerId, view]);

  if (!story || !group) {
    return (
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-sm">
        <p role="alert" className="text-slate-700">
          {t('viewer.expired')}
        </p>
        <button
          type="button"
          onClick={onFinish}
          className="mt-4 font-semibold text-brand-700 underline"
        >
          {t('viewer.close')}
        </button>
      </div>
    );
  }

  const mine = story.user.id === viewerId;
  const inGroup = group.stories;
  const position = inGroup.findIndex((s) => s.id === story.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = reply.trim();
    if (!content || send.isPending) return;
    send.mutate(
      { storyId: story.id, authorId: story.user.id, content },
      {
        onSuccess: () => {
          setReply('');
          void notify('success', t('viewer.sent', { name: story.user.name }));
        },
        onError: (error) => void notify('error', getErrorMessage(error)),
      },
    );
  };

  return (
    <section
      aria-label={t('viewer.label', { name: story.user.name })}
      className="relative mx-auto flex h-[calc(100dvh-9.5rem)] w-full max-w-md flex-col overflow-hidden rounded-2xl bg-black text-white"
    >
      <div className="absolute inset-x-0 top-0 z-10 space-y-3 bg-gradient-to-b from-black/70 to-transparent p-3">
        <div
          className="flex gap-1"
          role="progressbar"
          aria-label={t('viewer.progress', { current: position + 1, total: inGroup.length })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          {inGroup.map((item, i) => (
            <span key={item.id} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
              <span
                className="block h-full bg-white"
                data-testid={item.id === story.id ? 'story-progress' : undefined}
                style={{ width: `${i < position ? 100 : i === position ? progress * 100 : 0}%` }}
              />
            </span>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Link
            to={`/community/profile/${story.user.id}`}
            className="flex min-w-0 items-center gap-2 rounded-full"
          >
            <Avatar src={story.user.photo} alt="" className="size-9" />
            <span className="truncate font-semibold">{story.user.name}</span>
          </Link>
          <div className="ms-auto flex items-center gap-2">
            <button
              type="button"
              onClick={() => setPausedByButton((p) => !p)}
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
            <Link to="/community" aria-label={t('viewer.close')} className={roundButton}>
              <X className="size-5" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>

      <div
        className="relative flex min-h-0 flex-1 items-center justify-center"
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerLeave={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
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
          onClick={() => index > 0 && onOpen(order[index - 1]!.id)}
          disabled={index === 0}
          aria-label={t('viewer.previous')}
          className={`${roundButton} absolute start-2 top-1/2 -translate-y-1/2 disabled:opacity-0`}
        >
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={next}
          aria-label={t('viewer.next')}
          className={`${roundButton} absolute end-2 top-1/2 -translate-y-1/2`}
        >
          <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
      </div>

      <div className="space-y-3 bg-gradient-to-t from-black/80 to-black/40 p-3">
        <div className="flex items-center gap-4 text-sm">
          <button
            type="button"
            onClick={() => like.mutate(story.id)}
            aria-pressed={story.liked}
            className="flex items-center gap-1 rounded-full px-2 py-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <span className="sr-only">{story.liked ? t('viewer.unlike') : t('viewer.like')}</span>
            <Heart
              className={`size-5 ${story.liked ? 'fill-red-500 text-red-500' : ''}`}
              aria-hidden="true"
            />
            <span data-testid="story-likes">{story.likes_count}</span>
          </button>
          <span className="flex items-center gap-1" title={t('viewer.replies')}>
            <MessageCircle className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('viewer.replies')}</span>
            {story.replies_count}
          </span>
          <button
            type="button"
            onClick={() => setSharing(true)}
            aria-label={t('viewer.share')}
            className="flex items-center gap-1 rounded-full px-2 py-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Share2 className="size-5" aria-hidden="true" />
          </button>
          {mine && (
            <details
              className="ms-auto"
              onToggle={(event) => setTyping((event.target as HTMLDetailsElement).open)}
            >
              <summary className="flex cursor-pointer items-center gap-1 rounded-full px-2 py-1 hover:bg-white/10">
                <Eye className="size-5" aria-hidden="true" />
                {t('viewer.viewers', { count: story.views_count })}
              </summary>
              <div className="absolute inset-x-3 bottom-16 max-h-48 overflow-y-auto rounded-xl bg-white p-3 text-slate-900">
                <p className="mb-2 font-semibold">{t('viewer.viewers-title')}</p>
                {(story.viewers ?? []).length === 0 ? (
                  <p className="text-sm text-slate-600">{t('viewer.no-viewers')}</p>
                ) : (
                  <ul className="space-y-2">
                    {story.viewers!.map((viewer) => (
                      <li key={viewer.user.id} className="flex items-center gap-2 text-sm">
                        <Avatar src={viewer.user.photo} alt="" className="size-7" />
                        {viewer.user.name}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </details>
          )}
        </div>
        {!mine && (
          <form onSubmit={submit} className="flex gap-2">
            <label htmlFor={`story-reply-${story.id}`} className="sr-only">
              {t('viewer.comment-label', { name: story.user.name })}
            </label>
            <input
              id={`story-reply-${story.id}`}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              onFocus={() => setTyping(true)}
              onBlur={() => setTyping(false)}
              maxLength={STORY_REPLY_MAX}
              placeholder={t('viewer.comment-placeholder')}
              dir="auto"
              className="h-11 min-w-0 flex-1 rounded-full border border-white/40 bg-white/10 px-4 text-sm text-white placeholder:text-white/70 focus:border-white focus:outline-none"
            />
            <button
              type="submit"
              disabled={reply.trim() === '' || send.isPending}
              className="h-11 rounded-full bg-white px-5 text-sm font-semibold text-slate-900 disabled:bg-white/40 disabled:text-slate-700"
            >
              {t('viewer.send')}
            </button>
          </form>
        )}
      </div>
      {sharing && (
        <ShareModal
          open
          onClose={() => setSharing(false)}
          url={`${window.location.origin}/community/stories/${story.id}`}
        />
      )}
    </section>
  );
}
