import type { Post } from '@souq/contract';
import { Newspaper, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { Loader } from '../../../components/loader';
import { useFeed } from '../api/get-posts';
import { useEndMarker } from '../lib/use-end-marker';
import { usePostRooms } from '../lib/use-post-rooms';
import { PostCard } from './post-card';

const matches = (post: Post, query: string) => {
  const needle = query.toLocaleLowerCase();
  return (
    post.content.toLocaleLowerCase().includes(needle) ||
    (post.user?.name ?? '').toLocaleLowerCase().includes(needle)
  );
};

/**
 * The feed, newest first. When the end marker is fully visible and the current page is below
 * the last, the next page is fetched and appended (seed §4). `query` filters the loaded posts by
 * text or author.
 */
export function PostFeed({ query = '' }: { query?: string }) {
  const { t } = useTranslation('community');
  const feed = useFeed();
  const canLoad = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetching;
  const markerRef = useEndMarker(canLoad, () => void feed.fetchNextPage());

  const posts = feed.data?.pages.flatMap((page) => page.data) ?? [];
  // One card per post even if a new post shifted the pages while scrolling.
  const unique = posts.filter((post, index) => posts.findIndex((p) => p.id === post.id) === index);
  usePostRooms(unique.map((post) => post.id));
  const shown = query ? unique.filter((post) => matches(post, query)) : unique;
  const lastMeta = feed.data?.pages.at(-1)?.meta;

  if (feed.isPending) return <Loader label={t('feed.loading')} />;
  if (feed.isError) return <ListError error={feed.error} />;
  return (
    <div className="space-y-4">
      <FeedPosts loaded={unique.length} shown={shown} query={query} more={feed.hasNextPage} />
      <div ref={markerRef} data-testid="feed-end" className="h-px" aria-hidden="true" />
      {feed.isFetchingNextPage && <Loader label={t('feed.loading-more')} />}
      {!feed.hasNextPage && unique.length > 0 && lastMeta && lastMeta.last_page > 1 && (
        <p className="pb-4 text-center text-sm text-slate-500">{t('feed.end')}</p>
      )}
    </div>
  );
}

/** The loaded posts that match the search, or why there are none. */
function FeedPosts({
  loaded,
  shown,
  query,
  more,
}: {
  loaded: number;
  shown: Post[];
  query: string;
  more: boolean;
}) {
  const { t } = useTranslation('community');
  return loaded === 0 ? (
    <EmptyState
      icon={Newspaper}
      title={t('feed.empty-title')}
      description={t('feed.empty-description')}
    />
  ) : shown.length === 0 ? (
    <EmptyState
      icon={SearchX}
      title={t('feed.no-match', { query })}
      description={more ? t('feed.no-match-more') : undefined}
    />
  ) : (
    <ul className="space-y-4" aria-label={t('feed.label')}>
      {shown.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
