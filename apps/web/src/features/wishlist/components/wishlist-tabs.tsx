import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useRovingTabs } from '../../../lib/use-roving-tabs';
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
  const tabs = useRovingTabs(WISHLIST_TABS, active, onChange);
  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={tabs.onKeyDown}
        className="flex flex-wrap gap-2"
      >
        {WISHLIST_TABS.map((tab) => {
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
                'shrink-0 whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
              )}
            >
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={tabs.panelId} aria-labelledby={tabs.tabId(active)} className="pt-5">
        {children}
      </div>
    </div>
  );
}
