import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const variants = {
  /** Rounded chips that wrap onto a second line. */
  pills: {
    list: 'flex flex-wrap gap-2',
    tab: 'rounded-full border px-4 py-1.5 transition focus-visible:outline-offset-2',
    selected: 'border-brand-700 bg-brand-700 text-white',
    idle: 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
    panel: 'pt-5',
  },
  /** An underlined row that scrolls sideways on a phone (never widening the page). */
  underline: {
    list: '-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0',
    tab: '-mb-px border-b-2 px-4 py-3 transition-colors focus-visible:-outline-offset-2',
    selected: 'border-brand-700 text-brand-800',
    idle: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
    panel: 'pt-6',
  },
} as const;

/**
 * ARIA tabs and their panel: arrow keys move along the row in the reading direction (so they
 * flip in Arabic), Home and End jump to the ends, only the chosen tab is in the Tab order, and a
 * row that scrolls sideways keeps the chosen tab in view.
 */
export function Tabs<Tab extends string>({
  tabs,
  active,
  onChange,
  label,
  labelOf,
  variant,
  children,
}: {
  tabs: readonly Tab[];
  active: Tab;
  onChange: (tab: Tab) => void;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (tab: Tab) => string;
  variant: keyof typeof variants;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const id = useId();
  const elements = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const style = variants[variant];

  // Only the row that scrolls sideways follows the chosen tab (a wrapped row never hides one).
  useEffect(() => {
    if (variant !== 'underline') return;
    elements.current[active]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, variant]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? (index + 1) % tabs.length
        : event.key === backward
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onChange(tab);
    elements.current[tab]?.focus();
  };

  return (
    <div className="min-w-0">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={style.list}>
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                elements.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              className={`shrink-0 whitespace-nowrap text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${style.tab} ${selected ? style.selected : style.idle}`}
            >
              {labelOf(tab)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${active}`}
        className={style.panel}
      >
        {children}
      </div>
    </div>
  );
}
