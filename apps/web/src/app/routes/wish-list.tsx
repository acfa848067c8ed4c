import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';

export default function WishListRoute() {
  const { t } = useTranslation('wishlist');
  return (
    <Screen title={t('title')} subtitle={t('subtitle')}>
      <EmptyState
        icon={Heart}
        title={t('empty')}
        description={t('empty-description')}
        action={
          <>
            <Button to="/ads">{t('browse-ads')}</Button>
            <Button to="/auctions" variant="outline">
              {t('browse-auctions')}
            </Button>
          </>
        }
      />
    </Screen>
  );
}
