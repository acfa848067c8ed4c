import type { Story } from '@souq/contract';
import { STORY_REPLY_MAX } from '@souq/contract/limits';
import { href, webPaths } from '@souq/contract/web-paths';
import { Eye, Heart, MessageCircle, Share2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { getErrorMessage } from '../../../../lib/api';
import { cn } from '../../../../lib/cn';
import { notify } from '../../../../lib/notify';
import { useReplyToStory, useToggleStoryLike } from '../api/story-actions';

const pillButton =
  'flex items-center gap-1 rounded-full px-2 py-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white';

/**
 * Like, replies and share under a story; its author sees who viewed it, anyone else can reply.
 * `onTyping` pauses the story while a reply is typed or the viewers' list is open.
 */
export function StoryActions({
  story,
  mine,
  onShare,
  onTyping,
}: {
  story: Story;
  mine: boolean;
  onShare: () => void;
  onTyping: (typing: boolean) => void;
}) {
  const { t } = useTranslation('stories');
  const like = useToggleStoryLike();
  return (
    <div className="space-y-3 bg-gradient-to-t from-black/80 to-black/40 p-3">
      <div className="flex items-center gap-4 text-sm">
        <button
          type="button"
          onClick={() => like.mutate(story.id)}
          aria-pressed={story.liked}
          className={pillButton}
        >
          <span className="sr-only">{story.liked ? t('viewer.unlike') : t('viewer.like')}</span>
          <Heart
            className={cn('size-5', story.liked ? 'fill-red-500 text-red-500' : '')}
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
          onClick={onShare}
          aria-label={t('viewer.share')}
          className={pillButton}
        >
          <Share2 className="size-5" aria-hidden="true" />
        </button>
        {mine && <StoryViewers story={story} onToggle={onTyping} />}
      </div>
      {!mine && <StoryReplyForm story={story} onTyping={onTyping} />}
    </div>
  );
}

function StoryViewers({ story, onToggle }: { story: Story; onToggle: (open: boolean) => void }) {
  const { t } = useTranslation('stories');
  const viewers = story.viewers ?? [];
  return (
    <details
      className="ms-auto"
      onToggle={(event) => onToggle((event.target as HTMLDetailsElement).open)}
    >
      <summary className="flex cursor-pointer items-center gap-1 rounded-full px-2 py-1 hover:bg-white/10">
        <Eye className="size-5" aria-hidden="true" />
        {t('viewer.viewers', { count: story.views_count })}
      </summary>
      <div className="absolute inset-x-3 bottom-16 max-h-48 overflow-y-auto rounded-xl bg-white p-3 text-slate-900">
        <p className="mb-2 font-semibold">{t('viewer.viewers-title')}</p>
        {viewers.length === 0 ? (
          <p className="text-sm text-slate-600">{t('viewer.no-viewers')}</p>
        ) : (
          <ul className="space-y-2">
            {viewers.map((viewer) => (
              <li key={viewer.user.id} className="flex items-center gap-2 text-sm">
                <Avatar src={viewer.user.photo} alt="" className="size-7" />
                {viewer.user.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

/** A reply to the story's author, sent to them in chat; then a link to that conversation. */
function StoryReplyForm({
  story,
  onTyping,
}: {
  story: Story;
  onTyping: (typing: boolean) => void;
}) {
  const { t } = useTranslation('stories');
  const [reply, setReply] = useState('');
  const [conversationId, setConversationId] = useState<number | null>(null);
  const send = useReplyToStory();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = reply.trim();
    if (!content || send.isPending) return;
    send.mutate(
      { storyId: story.id, content },
      {
        onSuccess: (answer) => {
          setReply('');
          setConversationId(answer.conversation_id);
          void notify('success', t('viewer.sent', { name: story.user.name }));
        },
        onError: (error) => void notify('error', getErrorMessage(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap gap-2">
      <label htmlFor={`story-reply-${story.id}`} className="sr-only">
        {t('viewer.comment-label', { name: story.user.name })}
      </label>
      <input
        id={`story-reply-${story.id}`}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        onFocus={() => onTyping(true)}
        onBlur={() => onTyping(false)}
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
      {conversationId !== null && (
        <Link
          to={href(webPaths.chat, { c: conversationId })}
          className="basis-full text-center text-sm font-semibold text-white underline"
        >
          {t('viewer.open-chat', { name: story.user.name })}
        </Link>
      )}
    </form>
  );
}
