import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function CommunityProfileRoute() {
  const { t } = useTranslation('community');
  return (
    <div className="mx-auto max-w-2xl">
      <Screen title={t('profile.title')}>
        <EmptyState
          icon={UserRound}
          title={t('profile.empty-title')}
          description={t('profile.empty-description')}
          action={
            <Button to="/community" variant="outline">
              {t('back')}
            </Button>
          }
        />
      </Screen>
    </div>
  );
}
