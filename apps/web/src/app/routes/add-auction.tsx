import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function AddAuctionRoute() {
  const { t } = useTranslation('auctions');
  return (
    <Screen title={t('form.title')} subtitle={t('form.subtitle')}>
      <EmptyState
        icon={Gavel}
        title={t('soon.title')}
        description={t('soon.description')}
        action={
          <Button to="/auctions" variant="outline">
            {t('soon.back')}
          </Button>
        }
      />
    </Screen>
  );
}
