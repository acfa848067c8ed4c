import { type ReactNode, useEffect } from 'react';
import { cn } from '../lib/cn';
import { useRovingTabs } from '../lib/use-roving-tabs';

const looks = {
  /** A row under a line, the chosen tab underlined; it scrolls sideways on a phone. */
  underline: {
    list: 'flex gap-1 overflow-x-auto border-b border-slate-200',
    tab: '-mb-px border-b-2 px-4 py-3 transition-colors focus-visible:-outline-offset-2',
    chosen: 'border-brand-700 text-brand-800',
    other: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
    panel: 'pt-6',
    scrolls: true,
  },
  /** Rounded chips that wrap, the chosen one filled. */
  pills: {
    list: 'flex flex-wrap gap-2',
    tab: 'rounded-full border px-4 py-1.5 transition focus-visible:outline-offset-2',
    chosen: 'border-brand-700 bg-brand-700 text-white',
    other: 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
    panel: 'pt-5',
    scrolls: false,
  },
} as const;

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
  look: keyof typeof looks;
  /** The chosen tab's panel. */
  children: ReactNode;
}) {
  const roving = useRovingTabs(tabs, active, onChange);
  const { elements } = roving;
  const style = looks[look];

  useEffect(() => {
    if (!style.scrolls) return;
    elements.current[active]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, elements, style.scrolls]);

  return (
    // min-w-0: the row's own width never widens the page (it scrolls or wraps instead).
    <div className="min-w-0">
      <div role="tablist" aria-label={label} onKeyDown={roving.onKeyDown} className={style.list}>
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
                style.tab,
                selected ? style.chosen : style.other,
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
        className={style.panel}
      >
        {children}
      </div>
    </div>
  );
}
