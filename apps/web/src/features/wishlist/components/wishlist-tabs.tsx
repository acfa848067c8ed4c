import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WishlistFilter } from '../api/keys';

export const WISHLIST_TABS: readonly WishlistFilter[] = ['all', 'ad', 'job', 'auction'];

/**
 * The wish list's tabs (all, ads, opportunities, auctions) as ARIA tabs: arrow keys move in the
 * reading direction (flipped in Arabic), Home and End jump to the ends.
 */
export function WishlistTabs({
  active,
  onChange,
  children,
}: {
  active: WishlistFilter;
  onChange: (tab: WishlistFilter) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('wishlist');
  const id = useId();
  const refs = useRef<Partial<Record<WishlistFilter, HTMLButtonElement | null>>>({});
  const move = (tab: WishlistFilter) => {
    onChange(tab);
    refs.current[tab]?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    const index = WISHLIST_TABS.indexOf(active);
    const last = WISHLIST_TABS.length - 1;
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? (index + 1) % WISHLIST_TABS.length
        : event.key === backward
          ? (index - 1 + WISHLIST_TABS.length) % WISHLIST_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    move(WISHLIST_TABS[target]!);
  };
  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        onKeyDown={handleKeyDown}
        className="flex flex-wrap gap-2"
      >
        {WISHLIST_TABS.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                refs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={`shrink-0 whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400'
              }`}
            >
              {t(`tabs.${tab}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`} className="pt-5">
        {children}
      </div>
    </div>
  );
}
