import type { Friend } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { Loader } from '../../../../components/loader';
import { SearchInput } from '../../../../components/search-form';
import { useFriendRequests, useFriends } from '../api/get-friends';
import { useRelationship } from '../api/relationship';

function RequestRow({ user }: { user: { id: number; name: string; photo: string | null } }) {
  const { t } = useTranslation('profiles');
  const answer = useRelationship(user.id);
  const act = (action: 'accept' | 'decline') => answer.mutate(action);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-2">
      <Link
        to={href(webPaths.communityProfile, { id: user.id })}
        className="flex min-w-0 flex-1 items-center gap-2"
      >
        <Avatar src={user.photo} alt="" className="size-10" />
        <span className="truncate font-medium text-slate-900">{user.name}</span>
      </Link>
      <Button size="sm" onClick={() => act('accept')} disabled={answer.isPending}>
        {t('actions.accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => act('decline')}
        disabled={answer.isPending}
      >
        {t('actions.decline')}
      </Button>
    </li>
  );
}

/**
 * A person's friends (searchable on the server, 9 at a time, See All Friends for more), and on
 * one's own profile the friend requests waiting for an answer.
 */
export function FriendsTab({
  userId,
  own,
  compact = false,
  onSeeAll,
}: {
  userId: number;
  own: boolean;
  compact?: boolean;
  onSeeAll?: () => void;
}) {
  const { t } = useTranslation('profiles');
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const friends = useFriends(userId, q);
  const list = friends.data?.pages.flatMap((page) => page.data) ?? [];
  const total = friends.data?.pages[0]?.meta.total ?? 0;

  return (
    <div className="space-y-4">
      {own && !compact && <FriendRequests />}
      <section className="rounded-2xl bg-white p-4 shadow-sm">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('friends.title')} <span className="text-sm font-normal text-slate-500">{total}</span>
          </h2>
          {!compact && (
            <SearchInput
              value={query}
              onChange={setQuery}
              label={t('friends.search')}
              placeholder={t('friends.search')}
              look="pill"
              className="w-full sm:w-64"
            />
          )}
        </div>
        <FriendGrid
          isPending={friends.isPending}
          friends={compact ? list.slice(0, 9) : list}
          query={q}
        />
        {compact && list.length > 0 && onSeeAll && (
          <Button variant="secondary" fullWidth className="mt-3" onClick={onSeeAll}>
            {t('friends.see-all')}
          </Button>
        )}
        {!compact && friends.hasNextPage && (
          <Button
            variant="secondary"
            fullWidth
            className="mt-3"
            disabled={friends.isFetchingNextPage}
            onClick={() => void friends.fetchNextPage()}
          >
            {t('friends.see-all')}
          </Button>
        )}
      </section>
    </div>
  );
}

function FriendRequests() {
  const { t } = useTranslation('profiles');
  const requests = useFriendRequests(true);
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('friends.requests')}</h2>
      {requests.data && requests.data.data.length > 0 ? (
        <ul className="space-y-2" aria-label={t('friends.requests')}>
          {requests.data.data.map((request) => (
            <RequestRow key={request.user.id} user={request.user} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('friends.no-requests')}</p>
      )}
    </section>
  );
}

/** The friends found (or why none), each a link to their profile. */
function FriendGrid({
  isPending,
  friends,
  query,
}: {
  isPending: boolean;
  friends: Friend[];
  query: string;
}) {
  const { t } = useTranslation('profiles');
  return isPending ? (
    <Loader label={t('friends.loading')} />
  ) : friends.length === 0 ? (
    query ? (
      <p className="text-sm text-slate-600">{t('friends.no-match', { query })}</p>
    ) : (
      <EmptyState icon={Users} title={t('friends.empty')} />
    )
  ) : (
    <ul className="grid grid-cols-3 gap-3" aria-label={t('friends.title')}>
      {friends.map((friend) => (
        <li key={friend.user.id}>
          <Link
            to={href(webPaths.communityProfile, { id: friend.user.id })}
            className="flex flex-col items-center gap-1 rounded-xl p-2 text-center hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Avatar src={friend.user.photo} alt="" className="size-16 rounded-xl" />
            <span className="line-clamp-2 text-sm font-medium text-slate-900">
              {friend.user.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
