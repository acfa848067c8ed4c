import { type ReactNode, useEffect } from 'react';
import { cn } from '../lib/cn';
import { useRovingTabs } from '../lib/use-roving-tabs';

/** How a row of tabs looks: the row, every tab, the chosen one, the others, the panel. */
export interface TabsLook {
  list: string;
  tab: string;
  chosen: string;
  other: string;
  panel: string;
  /** The row scrolls sideways (on a phone): the chosen tab is kept in view. */
  scrolls: boolean;
}

/**
 * ARIA tabs over one panel: arrow keys move along the row in the reading direction (so they flip
 * in Arabic), Home and End jump to the ends; only the chosen tab is in the Tab order, and in a
 * row that scrolls it is kept in view.
 */
export function Tabs<Tab extends string>({
  tabs,
  active,
  onChange,
  label,
  nameOf,
  look,
  children,
}: {
  tabs: readonly Tab[];
  active: Tab;
  onChange: (tab: Tab) => void;
  /** The tab list's name, said to screen readers. */
  label: string;
  /** A tab's visible name. */
  nameOf: (tab: Tab) => string;
  look: TabsLook;
  /** The chosen tab's panel. */
  children: ReactNode;
}) {
  const roving = useRovingTabs(tabs, active, onChange);
  const { elements } = roving;

  useEffect(() => {
    if (!look.scrolls) return;
    elements.current[active]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, elements, look.scrolls]);

  return (
    // min-w-0: the row's own width never widens the page (it scrolls or wraps instead).
    <div className="min-w-0">
      <div role="tablist" aria-label={label} onKeyDown={roving.onKeyDown} className={look.list}>
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={roving.refOf(tab)}
              type="button"
              role="tab"
              id={roving.tabId(tab)}
              aria-selected={selected}
              aria-controls={roving.panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={cn(
                'shrink-0 whitespace-nowrap text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                look.tab,
                selected ? look.chosen : look.other,
              )}
            >
              {nameOf(tab)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={roving.panelId}
        aria-labelledby={roving.tabId(active)}
        className={look.panel}
      >
        {children}
      </div>
    </div>
  );
}
