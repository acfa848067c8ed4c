import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useProfile } from '../../features/accounts/api/get-profile';
import { usePlaceChoices } from '../../features/catalog/api/use-place-choices';
import {
  type CommunityContextValue,
  CommunityProvider,
} from '../../features/community/components/community-context';
import { PostComposer } from '../../features/community/components/post-composer';
import { PostFeed } from '../../features/community/components/post-feed';
import { StoryTray } from '../../features/community/stories/components/story-tray';
import { useSelectionStore } from '../../lib/stores/selection-store';

// A shared post's dialog loads its code when the address names one.
const PostDetailsModal = lazy(() =>
  import('../../features/community/components/post-details-modal').then((m) => ({
    default: m.PostDetailsModal,
  })),
);
// The Videos view's code loads when it is opened.
const ReelGrid = lazy(() =>
  import('../../features/community/reels/components/reel-grid').then((m) => ({
    default: m.ReelGrid,
  })),
);

export default function CommunityRoute() {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const { data: profile } = useProfile();
  const selectedCountry = useSelectionStore((s) => s.selectedCountry?.id ?? null);
  const selectedRegion = useSelectionStore((s) => s.selectedGovernorate?.id ?? null);
  const query = params.get('q')?.trim() ?? '';
  const sharedPost = Number(params.get('post'));
  const view = params.get('view');
  const { choices, onCountryChange } = usePlaceChoices();

  const context = useMemo<CommunityContextValue>(() => {
    const ownPlace = profile?.country_id && profile.region_id;
    return {
      viewerId: profile?.id ?? null,
      places: choices,
      onCountryChange,
      defaultPlace: ownPlace
        ? { country_id: profile.country_id ?? null, region_id: profile.region_id ?? null }
        : { country_id: selectedCountry, region_id: selectedCountry ? selectedRegion : null },
    };
  }, [profile, selectedCountry, selectedRegion, choices, onCountryChange]);

  if (view === 'videos') {
    return (
      <div className="mx-auto max-w-2xl">
        <Screen title={t('views.videos.title')} subtitle={t('views.videos.subtitle')}>
          <Suspense fallback={<Loader />}>
            <ReelGrid
              emptyTitle={t('views.videos.empty-title')}
              emptyDescription={t('views.videos.empty-description')}
            />
          </Suspense>
        </Screen>
      </div>
    );
  }

  return (
    <CommunityProvider value={context}>
      <div className="mx-auto max-w-2xl">
        <Screen
          title={t('views.feed.title')}
          subtitle={query ? t('search.results', { query }) : t('views.feed.subtitle')}
        >
          <div className="space-y-4">
            {!query && (
              <StoryTray
                viewer={
                  profile
                    ? { id: profile.id, name: profile.name ?? '', photo: profile.photo }
                    : null
                }
              />
            )}
            {!query && (
              <PostComposer
                viewer={
                  profile
                    ? { name: profile.name ?? '', photo: profile.photo, type: profile.type }
                    : null
                }
              />
            )}
            <PostFeed query={query} />
          </div>
        </Screen>
      </div>
      {Number.isInteger(sharedPost) && sharedPost > 0 && (
        <Suspense fallback={null}>
          <PostDetailsModal
            postId={sharedPost}
            open
            onClose={() => {
              const next = new URLSearchParams(params);
              next.delete('post');
              setParams(next, { replace: true });
            }}
          />
        </Suspense>
      )}
    </CommunityProvider>
  );
}
