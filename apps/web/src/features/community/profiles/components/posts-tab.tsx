import type { CommunityProfile } from '@souq/contract';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { Loader } from '../../../../components/loader';
import { PostCard } from '../../components/post-card';
import { useEndMarker } from '../../lib/use-end-marker';
import { useUserPosts } from '../api/get-friends';
import { FriendsTab } from './friends-tab';
import { PhotosTab } from './photos-tab';

/** Intro, photos and friends cards beside the person's real posts ("Loading posts..."). */
export function PostsTab({
  profile,
  onOpenTab,
}: {
  profile: CommunityProfile;
  onOpenTab: (tab: 'about' | 'friends' | 'photos') => void;
}) {
  const { t } = useTranslation('profiles');
  const userId = profile.user.id;
  const posts = useUserPosts(userId);
  const canLoad = posts.hasNextPage && !posts.isFetchingNextPage && !posts.isFetching;
  const markerRef = useEndMarker(canLoad, () => void posts.fetchNextPage());
  const list = posts.data?.pages.flatMap((page) => page.data) ?? [];
  const intro = [profile.bio, profile.about.work, profile.about.places_lived].filter(Boolean);

  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
      <aside className="space-y-4">
        <section className="rounded-2xl bg-white p-4 shadow-sm">
          <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('posts.intro')}</h2>
          {intro.length > 0 ? (
            <ul className="space-y-1 text-slate-800">
              {intro.map((line) => (
                <li key={line} dir="auto" className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{t('about.empty')}</p>
          )}
        </section>
        <PhotosTab userId={userId} compact onSeeAll={() => onOpenTab('photos')} />
        <FriendsTab userId={userId} own={false} compact onSeeAll={() => onOpenTab('friends')} />
      </aside>
      <div className="min-w-0 space-y-4">
        {posts.isPending ? (
          <Loader label={t('posts.loading')} />
        ) : list.length === 0 ? (
          <EmptyState icon={Newspaper} title={t('posts.empty')} />
        ) : (
          <ul className="space-y-4">
            {list.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <div ref={markerRef} className="h-px" aria-hidden="true" />
        {posts.isFetchingNextPage && <Loader label={t('posts.loading')} />}
      </div>
    </div>
  );
}
