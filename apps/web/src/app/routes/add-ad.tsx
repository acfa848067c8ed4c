import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function AddAdRoute() {
  const { t } = useTranslation('ads');
  return (
    <Screen title={t('form.title')} subtitle={t('form.subtitle')}>
      <EmptyState
        icon={ImagePlus}
        title={t('form.empty-title')}
        description={t('form.empty-description')}
        action={
          <Button to="/ads" variant="outline">
            {t('details.back')}
          </Button>
        }
      />
    </Screen>
  );
}
