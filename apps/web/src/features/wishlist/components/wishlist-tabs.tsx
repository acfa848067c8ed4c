import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/tabs';
import type { WishlistFilter } from '../api/keys';

export const WISHLIST_TABS: readonly WishlistFilter[] = ['all', 'ad', 'job', 'auction'];

/** The wish list's tabs (all, ads, opportunities, auctions) as ARIA tabs. */
export function WishlistTabs({
  active,
  onChange,
  children,
}: {
  active: WishlistFilter;
  onChange: (tab: WishlistFilter) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('wishlist');
  return (
    <Tabs
      tabs={WISHLIST_TABS}
      active={active}
      onChange={onChange}
      label={t('tabs.label')}
      nameOf={(tab) => t(`tabs.${tab}`)}
      look="pills"
    >
      {children}
    </Tabs>
  );
}
