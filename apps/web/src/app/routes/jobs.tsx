import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function JobsRoute() {
  const { t } = useTranslation('jobs');
  const addButton = (
    <Button to="/addOpportunity">
      <Plus className="size-4" aria-hidden="true" />
      {t('list.add')}
    </Button>
  );
  return (
    <Screen title={t('list.title')} subtitle={t('list.subtitle')} actions={addButton}>
      <EmptyState
        icon={BriefcaseBusiness}
        title={t('list.empty-title')}
        description={t('list.empty-description')}
      />
    </Screen>
  );
}
