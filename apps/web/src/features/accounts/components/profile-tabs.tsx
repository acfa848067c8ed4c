import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useRovingTabs } from '../../../lib/use-roving-tabs';

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

/**
 * ARIA tabs: arrow keys move along the row in the reading direction (so they flip in Arabic),
 * Home and End jump to the ends; only the chosen tab is in the Tab order.
 */
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
  const tabs = useRovingTabs(PROFILE_TABS, active, onChange);
  const { elements } = tabs;

  // The row scrolls by itself on a phone: keep the chosen tab in view.
  useEffect(() => {
    elements.current[active]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, elements]);

  return (
    // min-w-0: the row's own width never widens the page (it scrolls instead).
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label={t('profile.tabs-label')}
        onKeyDown={tabs.onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {PROFILE_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={tabs.refOf(tab)}
              type="button"
              role="tab"
              id={tabs.tabId(tab)}
              aria-selected={selected}
              aria-controls={tabs.panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={cn(
                '-mb-px shrink-0 whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {t(`profile.tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={tabs.panelId} aria-labelledby={tabs.tabId(active)} className="pt-6">
        {children}
      </div>
    </div>
  );
}
