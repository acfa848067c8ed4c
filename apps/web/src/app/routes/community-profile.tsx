import { webPaths } from '@souq/contract/web-paths';
import { UserRound } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { useProfile } from '../../features/accounts/api/get-profile';
import { usePlaceChoices } from '../../features/catalog/api/use-place-choices';
import {
  type CommunityContextValue,
  CommunityProvider,
} from '../../features/community/components/community-context';
import { useCommunityProfile } from '../../features/community/profiles/api/get-community-profile';
import { ProfileHeader } from '../../features/community/profiles/components/profile-header';
import { cn } from '../../lib/cn';
import { useSelectionStore } from '../../lib/stores/selection-store';
import { useDocumentTitle } from '../../lib/use-document-title';

// Each tab's code loads when it is shown: the header comes first.
const PostsTab = lazy(() =>
  import('../../features/community/profiles/components/posts-tab').then((m) => ({
    default: m.PostsTab,
  })),
);
const AboutTab = lazy(() =>
  import('../../features/community/profiles/components/about-tab').then((m) => ({
    default: m.AboutTab,
  })),
);
const FriendsTab = lazy(() =>
  import('../../features/community/profiles/components/friends-tab').then((m) => ({
    default: m.FriendsTab,
  })),
);
const PhotosTab = lazy(() =>
  import('../../features/community/profiles/components/photos-tab').then((m) => ({
    default: m.PhotosTab,
  })),
);
const ReelGrid = lazy(() =>
  import('../../features/community/reels/components/reel-grid').then((m) => ({
    default: m.ReelGrid,
  })),
);

const TABS = ['posts', 'about', 'friends', 'photos', 'videos'] as const;
type Tab = (typeof TABS)[number];

export default function CommunityProfileRoute() {
  const { t } = useTranslation(['profiles', 'community']);
  const params = useParams();
  const userId = Number(params.id);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'posts';
  const profile = useCommunityProfile(userId);
  const { data: me } = useProfile();
  const selectedCountry = useSelectionStore((s) => s.selectedCountry?.id ?? null);
  const selectedRegion = useSelectionStore((s) => s.selectedGovernorate?.id ?? null);
  const { choices, onCountryChange } = usePlaceChoices();
  useDocumentTitle(profile.data?.user.name ?? t('community:profile.title'));

  const context = useMemo<CommunityContextValue>(() => {
    const ownPlace = me?.country_id && me.region_id;
    return {
      viewerId: me?.id ?? null,
      places: choices,
      onCountryChange,
      defaultPlace: ownPlace
        ? { country_id: me.country_id ?? null, region_id: me.region_id ?? null }
        : { country_id: selectedCountry, region_id: selectedCountry ? selectedRegion : null },
    };
  }, [me, selectedCountry, selectedRegion, choices, onCountryChange]);

  const openTab = (next: Tab) => {
    const nextSearch = new URLSearchParams(search);
    if (next === 'posts') nextSearch.delete('tab');
    else nextSearch.set('tab', next);
    setSearch(nextSearch, { replace: true });
  };

  if (profile.isPending) return <Loader label={t('header.loading')} />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-2xl">
        <EmptyState
          icon={UserRound}
          title={t('header.not-found')}
          action={
            <Button to={webPaths.community} variant="outline">
              {t('community:back')}
            </Button>
          }
        />
      </div>
    );
  }
  const data = profile.data;
  const own = data.relationship === 'self';

  return (
    <CommunityProvider value={context}>
      <div className="mx-auto max-w-5xl space-y-4">
        <ProfileHeader profile={data} />
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          className="flex gap-1 overflow-x-auto rounded-2xl bg-white p-1 shadow-sm"
        >
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`profile-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="profile-panel"
              onClick={() => openTab(name)}
              className={cn(
                'shrink-0 rounded-xl px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                tab === name ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        <div id="profile-panel" role="tabpanel" aria-labelledby={`profile-tab-${tab}`}>
          <Suspense fallback={<Loader />}>
            {tab === 'posts' && <PostsTab profile={data} onOpenTab={openTab} />}
            {tab === 'about' && <AboutTab key={data.user.id} profile={data} />}
            {tab === 'friends' && <FriendsTab userId={data.user.id} own={own} />}
            {tab === 'photos' && <PhotosTab userId={data.user.id} />}
            {tab === 'videos' && (
              <section className="rounded-2xl bg-white p-4 shadow-sm">
                <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('videos.title')}</h2>
                <ReelGrid userId={data.user.id} emptyTitle={t('videos.empty')} />
              </section>
            )}
          </Suspense>
        </div>
      </div>
    </CommunityProvider>
  );
}
