import { Clapperboard, Newspaper, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

const views = {
  feed: Newspaper,
  friends: UsersRound,
  videos: Clapperboard,
} as const;
type View = keyof typeof views;

export default function CommunityRoute() {
  const { t } = useTranslation('community');
  const [params] = useSearchParams();
  const requested = params.get('view');
  const view: View = requested === 'friends' || requested === 'videos' ? requested : 'feed';
  const query = params.get('q');
  return (
    <div className="mx-auto max-w-2xl">
      <Screen
        title={t(`views.${view}.title`)}
        subtitle={query ? t('search.results', { query }) : t(`views.${view}.subtitle`)}
      >
        <EmptyState
          icon={views[view]}
          title={t(`views.${view}.empty-title`)}
          description={t(`views.${view}.empty-description`)}
        />
      </Screen>
    </div>
  );
}
