import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function AuctionDetailsRoute() {
  const { t } = useTranslation('auctions');
  return (
    <Screen title={t('details.title')}>
      <EmptyState
        icon={Gavel}
        title={t('details.empty-title')}
        description={t('details.empty-description')}
        action={
          <Button to="/auctions" variant="outline">
            {t('details.back')}
          </Button>
        }
      />
    </Screen>
  );
}
