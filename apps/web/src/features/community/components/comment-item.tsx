import type { Comment } from '@souq/contract';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDismiss } from '../../../lib/use-dismiss';
import { useDeleteComment, useReplyToComment, useUpdateComment } from '../api/comments';
import { CommentBubble } from './comment-bubble';
import { CommentForm } from './comment-form';

/**
 * One comment of the post-details modal and its replies, with the states of seed §4: viewing or
 * editing (save or cancel returns), reply form shown or hidden, options menu open or closed,
 * deleting. Edit and delete appear only when the server says so (`canEdit`, `canDelete`).
 */
export function CommentItem({ comment, postId }: { comment: Comment; postId: number }) {
  const { t } = useTranslation('community');
  const [mode, setMode] = useState<'viewing' | 'editing'>('viewing');
  const [isReplying, setIsReplying] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useUpdateComment(postId);
  const reply = useReplyToComment(postId);
  const remove = useDeleteComment(postId);
  const hasOptions = comment.canEdit || comment.canDelete;

  const menu = hasOptions && mode === 'viewing' && (
    <CommentMenu
      comment={comment}
      onEdit={() => setMode('editing')}
      onDelete={() => setIsConfirming(true)}
    />
  );

  return (
    <li>
      <CommentBubble
        comment={comment}
        aside={menu}
        body={
          mode === 'editing' ? (
            <CommentForm
              autoFocus
              initialValue={comment.content}
              label={t('comments.edit-label')}
              submitLabel={t('comments.save')}
              onCancel={() => setMode('viewing')}
              onSubmit={async (content) => {
                // A failed edit is logged only (seed §8); the form stays open.
                await update.mutateAsync({ commentId: comment.id, content });
                setMode('viewing');
              }}
            />
          ) : undefined
        }
      >
        <button
          type="button"
          aria-expanded={isReplying}
          onClick={() => setIsReplying((shown) => !shown)}
          className="font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {isReplying ? t('comments.hide-reply') : t('comments.reply')}
        </button>
      </CommentBubble>
      {(comment.replies.length > 0 || isReplying) && (
        <div className="ms-10 mt-2 space-y-2 border-s-2 border-slate-100 ps-3">
          {comment.replies.length > 0 && (
            <ul className="space-y-3">
              {comment.replies.map((child) => (
                <CommentItem key={child.id} comment={child} postId={postId} />
              ))}
            </ul>
          )}
          {isReplying && (
            <CommentForm
              autoFocus
              label={t('comments.reply-label', { name: comment.user?.name ?? '' })}
              placeholder={t('comments.reply-placeholder')}
              submitLabel={t('comments.send-reply')}
              onCancel={() => setIsReplying(false)}
              onSubmit={async (content) => {
                await reply.mutateAsync({ commentId: comment.id, content });
                setIsReplying(false);
              }}
            />
          )}
        </div>
      )}
      <ConfirmModal
        listItem
        open={isConfirming}
        isDeleting={remove.isPending}
        onClose={() => setIsConfirming(false)}
        onConfirm={() =>
          remove.mutate(comment, {
            // Closes on success and on error (seed §4).
            onSettled: () => setIsConfirming(false),
          })
        }
      />
    </li>
  );
}

/** The comment's options: edit and delete, each shown only when the server allows it. */
function CommentMenu({
  comment,
  onEdit,
  onDelete,
}: {
  comment: Comment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('community');
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  useDismiss(menuRef, isMenuOpen, () => setIsMenuOpen(false));
  return (
    <div ref={menuRef} className="relative">
      <button
        type="button"
        aria-label={t('comments.options')}
        aria-haspopup="menu"
        aria-expanded={isMenuOpen}
        onClick={() => setIsMenuOpen((open) => !open)}
        className="grid size-8 place-items-center rounded-full text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </button>
      {isMenuOpen && (
        <div
          role="menu"
          className="absolute end-0 top-full z-10 mt-1 w-40 rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {comment.canEdit && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setIsMenuOpen(false);
                onEdit();
              }}
              className="flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-slate-50"
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('comments.edit')}
            </button>
          )}
          {comment.canDelete && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setIsMenuOpen(false);
                onDelete();
              }}
              className="flex w-full items-center gap-2 px-3 py-2 text-start text-sm text-red-700 hover:bg-red-50"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('comments.delete')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
