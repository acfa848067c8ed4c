import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, type TabsLook } from '../../../components/tabs';

/** The account areas, named and ordered by the seed's account-menu vocabulary. */
export const PROFILE_TABS = [
  'my-account',
  'wishlist',
  'my-opportunity',
  'my-auction',
  'my-ads',
  'referrals',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const isProfileTab = (value: string | null): value is ProfileTab =>
  (PROFILE_TABS as readonly string[]).includes(value ?? '');

/** A row under a line, the chosen tab underlined; it scrolls sideways on a phone. */
const underline: TabsLook = {
  list: 'flex gap-1 overflow-x-auto border-b border-slate-200',
  tab: '-mb-px border-b-2 px-4 py-3 transition-colors focus-visible:-outline-offset-2',
  chosen: 'border-brand-700 text-brand-800',
  other: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
  panel: 'pt-6',
  scrolls: true,
};

/** The account areas as ARIA tabs, a row that scrolls on a phone (the chosen tab kept in view). */
export function ProfileTabs({
  active,
  onChange,
  children,
}: {
  active: ProfileTab;
  onChange: (tab: ProfileTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Tabs
      tabs={PROFILE_TABS}
      active={active}
      onChange={onChange}
      label={t('profile.tabs-label')}
      nameOf={(tab) => t(`profile.tabs.${tab}`)}
      look={underline}
    >
      {children}
    </Tabs>
  );
}
