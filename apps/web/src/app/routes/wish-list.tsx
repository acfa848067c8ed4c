import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen';
import { AdCard } from '../../features/ads/components/ad-card';
import { AuctionCard } from '../../features/auctions/components/auction-card';
import { JobCard } from '../../features/jobs/components/job-card';
import {
  type RenderSavedItem,
  WishlistView,
} from '../../features/wishlist/components/wishlist-view';

/** Each saved item as its own area draws it; a sold ad shows its status, a closed job and an
 * ended auction already say so on their cards. */
const renderSaved: RenderSavedItem = (saved) => {
  switch (saved.type) {
    case 'ad':
      return <AdCard ad={saved.item} showStatus={saved.item.status !== 'active'} />;
    case 'job':
      return <JobCard job={saved.item} />;
    case 'auction':
      return <AuctionCard auction={saved.item} />;
  }
};

/** The wish list with the cards of ads, jobs and auctions (also the profile's wishlist tab). */
export function WishlistPanel() {
  // The cards' own namespaces load with the list.
  useTranslation(['wishlist', 'ads', 'jobs', 'auctions']);
  return <WishlistView renderItem={renderSaved} />;
}

export default function WishListRoute() {
  const { t } = useTranslation('wishlist');
  return (
    <Screen title={t('title')} subtitle={t('subtitle')}>
      <WishlistPanel />
    </Screen>
  );
}
