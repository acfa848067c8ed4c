import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function AdDetailsRoute() {
  const { t } = useTranslation('ads');
  return (
    <Screen title={t('details.title')}>
      <EmptyState
        icon={Megaphone}
        title={t('details.empty-title')}
        description={t('details.empty-description')}
        action={
          <Button to="/ads" variant="outline">
            {t('details.back')}
          </Button>
        }
      />
    </Screen>
  );
}
