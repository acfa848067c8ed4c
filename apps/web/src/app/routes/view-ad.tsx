import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function ViewAdRoute() {
  const { t } = useTranslation('ads');
  return (
    <Screen title={t('owner.title')} subtitle={t('owner.subtitle')}>
      <EmptyState
        icon={ChartNoAxesColumn}
        title={t('owner.empty-title')}
        description={t('owner.empty-description')}
        action={
          <Button to="/ads" variant="outline">
            {t('details.back')}
          </Button>
        }
      />
    </Screen>
  );
}
