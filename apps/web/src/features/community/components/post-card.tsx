import type { Post } from '@souq/contract';
import { MessageCircle, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useComments, useCreateComment } from '../api/comments';
import { useBlockUser } from '../api/moderation';
import { useDeletePost } from '../api/save-post';
import { useSetReaction } from '../api/toggle-reaction';
import { INLINE_COMMENTS } from '../lib/constants';
import { copyText, postUrl } from '../lib/post-url';
import { CommentBubble } from './comment-bubble';
import { CommentForm } from './comment-form';
import { useCommunity } from './community-context';
import { PostAuthor } from './post-author';
import { PostMenu, type PostMenuAction } from './post-menu';
import { ReactionPicker } from './reaction-picker';
import { ReactionSummary } from './reaction-summary';

// The dialogs load their code when one is opened (the feed's first load carries none of them).
const PostDetailsModal = lazy(() =>
  import('./post-details-modal').then((m) => ({ default: m.PostDetailsModal })),
);
const ShareModal = lazy(() => import('./share-modal').then((m) => ({ default: m.ShareModal })));
const ReactionsModal = lazy(() =>
  import('./reactions-modal').then((m) => ({ default: m.ReactionsModal })),
);
const EditPostModal = lazy(() =>
  import('./edit-post-modal').then((m) => ({ default: m.EditPostModal })),
);
const ReportDialog = lazy(() =>
  import('./report-dialog').then((m) => ({ default: m.ReportDialog })),
);
const ConfirmModal = lazy(() =>
  import('../../../components/confirm-modal').then((m) => ({ default: m.ConfirmModal })),
);

type Dialog = 'details' | 'share' | 'reactions' | 'edit' | 'delete' | 'report';

const actionClass =
  'flex h-10 flex-1 items-center justify-center gap-2 rounded-lg text-sm font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A post (seed §2): author and menu, text, optional image, reactions summary and counts, the
 * reaction, comment and share actions, an inline comment form and the first comments.
 */
export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation(['community', 'common']);
  const { viewerId } = useCommunity();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const setReaction = useSetReaction(post.id);
  const blockUser = useBlockUser();
  const isAuthor = viewerId !== null && post.user?.id === viewerId;
  const name = post.user?.name || t('common:header.unknown-user');
  const close = () => setDialog(null);

  const handleMenu = (action: PostMenuAction) => {
    if (action === 'copy-link') {
      copyText(postUrl(post.id)).then(
        () => notify('success', t('linkCopied')),
        (error) => console.error('copy failed', error),
      );
    } else if (action === 'block') {
      blockUser.mutate(post.user.id);
    } else {
      setDialog(action);
    }
  };

  return (
    <article
      aria-labelledby={`post-${post.id}-author`}
      data-post-id={post.id}
      className="rounded-2xl bg-white shadow-sm"
    >
      <header className="px-4 pt-4" id={`post-${post.id}-author`}>
        <PostAuthor post={post}>
          <PostMenu isAuthor={isAuthor} authorName={name} onAction={handleMenu} />
        </PostAuthor>
      </header>
      {post.content && (
        <p
          className="whitespace-pre-line break-words px-4 pt-3 text-[0.95rem] leading-relaxed text-slate-900"
          dir="auto"
        >
          {post.content}
        </p>
      )}
      {post.image && (
        <img
          src={post.image}
          alt={t('post.image-alt', { name })}
          loading="lazy"
          className="mt-3 max-h-[32rem] w-full bg-slate-100 object-cover"
        />
      )}

      <div className="flex min-h-10 items-center justify-between gap-3 px-4 pt-2 text-sm text-slate-600">
        <ReactionSummary
          summary={post.reactionsSummary}
          total={post.reactionsCount}
          onOpen={() => setDialog('reactions')}
        />
        <p className="ms-auto flex gap-3" data-testid="post-counts">
          <button
            type="button"
            onClick={() => setDialog('details')}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('post.comments-count', { count: post.commentsCount })}
          </button>
          <span>{t('post.reactions-count', { count: post.reactionsCount })}</span>
        </p>
      </div>

      <div className="mx-4 mt-1 flex items-center gap-1 border-y border-slate-100 py-1">
        <ReactionPicker
          current={post.userReaction}
          onChange={(next) => setReaction.mutate({ current: post.userReaction, next })}
        />
        <button type="button" onClick={() => setDialog('details')} className={actionClass}>
          <MessageCircle className="size-5" aria-hidden="true" />
          {t('post.comment')}
        </button>
        <button type="button" onClick={() => setDialog('share')} className={actionClass}>
          <Share2 className="size-5" aria-hidden="true" />
          {t('post.share')}
        </button>
      </div>

      <PostComments post={post} onOpenAll={() => setDialog('details')} />

      <PostDialogs post={post} dialog={dialog} onClose={close} />
    </article>
  );
}

/** The first comments under a post, a link to all of them, and the inline comment form. */
function PostComments({ post, onOpenAll }: { post: Post; onOpenAll: () => void }) {
  const { t } = useTranslation('community');
  const createComment = useCreateComment(post.id);
  const comments = useComments(post.id, post.commentsCount > 0);
  const inline = (comments.data ?? []).slice(0, INLINE_COMMENTS);
  const hasMore = post.commentsCount > inline.length;
  return (
    <div className="space-y-3 px-4 py-3">
      {inline.length > 0 && (
        <ul className="space-y-3" aria-label={t('comments.list-label')}>
          {inline.map((comment) => (
            <li key={comment.id}>
              <CommentBubble comment={comment} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && inline.length > 0 && (
        <button
          type="button"
          onClick={onOpenAll}
          className="text-sm font-semibold text-slate-600 hover:underline"
        >
          {t('post.view-all-comments', { count: post.commentsCount })}
        </button>
      )}
      <CommentForm onSubmit={(content) => createComment.mutateAsync(content)} />
    </div>
  );
}

/** The dialog a post's menu or buttons opened, its code loaded on first use. */
function PostDialogs({
  post,
  dialog,
  onClose: close,
}: {
  post: Post;
  dialog: Dialog | null;
  onClose: () => void;
}) {
  const deletePost = useDeletePost();
  return (
    <Suspense fallback={null}>
      {dialog === 'details' && (
        <PostDetailsModal postId={post.id} post={post} open onClose={close} />
      )}
      {dialog === 'share' && <ShareModal open onClose={close} url={postUrl(post.id)} />}
      {dialog === 'reactions' && (
        <ReactionsModal
          postId={post.id}
          summary={post.reactionsSummary}
          total={post.reactionsCount}
          open
          onClose={close}
        />
      )}
      {dialog === 'edit' && <EditPostModal postId={post.id} open onClose={close} />}
      {dialog === 'report' && <ReportDialog postId={post.id} open onClose={close} />}
      {dialog === 'delete' && (
        <ConfirmModal
          listItem
          open
          isDeleting={deletePost.isPending}
          onClose={close}
          onConfirm={() => deletePost.mutate(post.id, { onSettled: close })}
        />
      )}
    </Suspense>
  );
}
