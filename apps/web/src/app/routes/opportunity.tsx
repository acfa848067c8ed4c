import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function OpportunityRoute() {
  const { t } = useTranslation('jobs');
  return (
    <Screen title={t('owner.title')} subtitle={t('owner.subtitle')}>
      <EmptyState
        icon={UsersRound}
        title={t('owner.empty-title')}
        description={t('owner.empty-description')}
        action={
          <Button to="/jobs" variant="outline">
            {t('details.back')}
          </Button>
        }
      />
    </Screen>
  );
}
