import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, type TabsLook } from '../../../components/tabs';
import type { WishlistFilter } from '../api/keys';

export const WISHLIST_TABS: readonly WishlistFilter[] = ['all', 'ad', 'job', 'auction'];

/** Rounded chips that wrap, the chosen one filled. */
const pills: TabsLook = {
  list: 'flex flex-wrap gap-2',
  tab: 'rounded-full border px-4 py-1.5 transition focus-visible:outline-offset-2',
  chosen: 'border-brand-700 bg-brand-700 text-white',
  other: 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
  panel: 'pt-5',
  scrolls: false,
};

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
      look={pills}
    >
      {children}
    </Tabs>
  );
}
