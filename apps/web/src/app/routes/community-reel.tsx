import { Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function CommunityReelRoute() {
  const { t } = useTranslation('community');
  return (
    <div className="mx-auto max-w-2xl">
      <Screen title={t('reel.title')}>
        <EmptyState
          icon={Clapperboard}
          title={t('reel.empty-title')}
          description={t('reel.empty-description')}
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
