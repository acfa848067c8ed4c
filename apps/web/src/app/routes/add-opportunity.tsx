import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function AddOpportunityRoute() {
  const { t } = useTranslation('jobs');
  return (
    <Screen title={t('form.title')} subtitle={t('form.subtitle')}>
      <EmptyState
        icon={BriefcaseBusiness}
        title={t('soon.title')}
        description={t('soon.description')}
        action={
          <Button to="/jobs" variant="outline">
            {t('soon.back')}
          </Button>
        }
      />
    </Screen>
  );
}
