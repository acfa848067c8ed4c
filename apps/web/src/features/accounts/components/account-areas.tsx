import type { Account } from '@souq/contract';
import { Briefcase, Gavel, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import type { ProfileTab } from './profile-tabs';

/**
 * The account areas whose lists live in other parts of Souq. Until those parts answer, each tab
 * says what it will hold and where to start it.
 */
export function AccountArea({
  tab,
  account,
}: {
  tab: Exclude<ProfileTab, 'my-account' | 'wishlist'>;
  account: Account;
}) {
  const { t } = useTranslation('accounts');
  switch (tab) {
    case 'my-opportunity':
      return (
        <EmptyState
          icon={Briefcase}
          title={t('areas.opportunities.empty')}
          description={t(`areas.opportunities.text-${account.type}`)}
          action={
            account.type === 'company' ? (
              <Button to="/addOpportunity">{t('areas.opportunities.add')}</Button>
            ) : (
              <Button to="/jobs">{t('areas.opportunities.browse')}</Button>
            )
          }
        />
      );
    case 'my-auction':
      return (
        <EmptyState
          icon={Gavel}
          title={t('areas.auctions.empty')}
          description={t('areas.auctions.text')}
          action={
            <>
              <Button to="/add_auction">{t('areas.auctions.add')}</Button>
              <Button to="/auctions" variant="outline">
                {t('areas.auctions.browse')}
              </Button>
            </>
          }
        />
      );
    case 'referrals':
      return (
        <EmptyState
          icon={Gift}
          title={t('areas.referrals.empty')}
          description={t('areas.referrals.text', { count: account.points })}
        />
      );
  }
}
