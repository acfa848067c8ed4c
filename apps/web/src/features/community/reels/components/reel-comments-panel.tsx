import { COMMENT_CONTENT_MAX } from '@souq/contract/limits';
import { href, webPaths } from '@souq/contract/web-paths';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { Loader } from '../../../../components/loader';
import { Modal } from '../../../../components/modal';
import { getErrorMessage } from '../../../../lib/api';
import { useAddReelComment, useReelComments } from '../api/reel-comments';

/**
 * A reel's comments (refetched each time the panel opens), or "No comments yet. Be the first to
 * comment!", with an input and Post (disabled while blank, seed §5).
 */
export function ReelCommentsPanel({
  reelId,
  open,
  onClose,
}: {
  reelId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('reels');
  const comments = useReelComments(reelId, open);
  const add = useAddReelComment(reelId);
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || add.isPending) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  return (
    <Modal open={open} onClose={onClose} title={t('comments.title')}>
      <div className="space-y-4">
        {comments.isPending ? (
          <Loader label={t('comments.loading')} />
        ) : comments.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(comments.error)}
          </p>
        ) : comments.data.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{t('comments.empty')}</p>
        ) : (
          <ul className="max-h-80 space-y-3 overflow-y-auto" aria-label={t('comments.title')}>
            {comments.data.data.map((comment) => (
              <li key={comment.id} className="flex gap-2">
                <Link
                  to={href(webPaths.communityProfile, { id: comment.user.id })}
                  className="shrink-0 rounded-full"
                >
                  <Avatar src={comment.user.photo} alt={comment.user.name} className="size-8" />
                </Link>
                <div className="min-w-0 rounded-2xl bg-slate-100 px-3 py-2">
                  <p className="text-sm font-semibold text-slate-900">{comment.user.name}</p>
                  <p dir="auto" className="text-sm break-words whitespace-pre-line text-slate-800">
                    {comment.content}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="flex items-end gap-2">
          <label className="sr-only" htmlFor={`reel-comment-${reelId}`}>
            {t('comments.label')}
          </label>
          <input
            id={`reel-comment-${reelId}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={COMMENT_CONTENT_MAX}
            placeholder={t('comments.placeholder')}
            dir="auto"
            className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
          <Button type="submit" disabled={blank || add.isPending}>
            {t('comments.submit')}
          </Button>
        </form>
        {add.isError && (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(add.error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
