import type { Post } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { formatRelativeTime } from '../../../lib/format';

/** The author's picture and name (to their community profile), the post's age and place. */
export function PostAuthor({ post, children }: { post: Post; children?: ReactNode }) {
  const { t } = useTranslation(['community', 'common']);
  const name = post.user?.name || t('common:header.unknown-user');
  const profile = href(webPaths.communityProfile, { id: String(post.user?.id) });
  return (
    <div className="flex items-center gap-3">
      <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
        <Avatar src={post.user?.photo} alt="" className="size-10" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={profile}
          className="block truncate font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {name}
        </Link>
        <p className="truncate text-xs text-slate-500">
          <time dateTime={post.created_at}>{formatRelativeTime(post.created_at)}</time>
          {post.region?.name && (
            <span>
              {' · '}
              {t('post.place', { region: post.region.name, country: post.region.country?.name })}
            </span>
          )}
        </p>
      </div>
      {children}
    </div>
  );
}
