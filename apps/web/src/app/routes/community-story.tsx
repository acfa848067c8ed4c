import { CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function CommunityStoryRoute() {
  const { t } = useTranslation('community');
  return (
    <div className="mx-auto max-w-2xl">
      <Screen title={t('story.title')}>
        <EmptyState
          icon={CircleDashed}
          title={t('story.empty-title')}
          description={t('story.empty-description')}
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
