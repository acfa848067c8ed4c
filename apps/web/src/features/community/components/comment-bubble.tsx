import type { Comment } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { formatRelativeTime } from '../../../lib/format';

/** A comment's author, text and age; `children` go under it (actions, forms, replies). */
export function CommentBubble({
  comment,
  aside,
  body,
  children,
}: {
  comment: Comment;
  /** Beside the bubble (the options menu). */
  aside?: ReactNode;
  /** Replaces the text (the edit form). */
  body?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['community', 'common']);
  const name = comment.user?.name || t('common:header.unknown-user');
  return (
    <div className="flex items-start gap-2" data-testid={`comment-${comment.id}`}>
      <Link
        to={href(webPaths.communityProfile, { id: String(comment.user?.id) })}
        className="shrink-0 rounded-full"
      >
        <Avatar src={comment.user?.photo} alt={name} className="size-8" />
      </Link>
      <div className="min-w-0 flex-1">
        {body ?? (
          <div className="flex items-start gap-1">
            <div className="min-w-0 rounded-2xl bg-slate-100 px-3 py-2">
              <Link
                to={href(webPaths.communityProfile, { id: String(comment.user?.id) })}
                className="block text-sm font-semibold text-slate-900 hover:underline"
              >
                {name}
              </Link>
              <p className="whitespace-pre-line break-words text-sm text-slate-800" dir="auto">
                {comment.content}
              </p>
            </div>
            {aside}
          </div>
        )}
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 px-3 text-xs text-slate-500">
          <time dateTime={comment.created_at}>{formatRelativeTime(comment.created_at)}</time>
          {children}
        </div>
      </div>
    </div>
  );
}
