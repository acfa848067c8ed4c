import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { cn } from '../lib/cn';
import { formatNumber } from '../lib/format';
import { Button } from './button';
import { SearchForm } from './search-form';

export interface FilteredListLabels {
  search: string;
  searchPlaceholder: string;
  searchSubmit: string;
  /** The filter panel's title, also its toggle on phones. */
  filters: string;
  closeFilters: string;
}

/**
 * A list page's search and filters (the ads and jobs lists): the search box searches after a
 * short pause while typing and at once on Enter; the filter panel sits beside the list from `lg`
 * and is a toggled block above it on phones, its toggle counting the active filters.
 */
export function FilteredList({
  search,
  onSearch,
  labels,
  activeCount,
  controls,
  filters,
  count,
  children,
}: {
  /** The search in the address. */
  search: string;
  onSearch: (text: string) => void;
  labels: FilteredListLabels;
  activeCount: number;
  /** More controls beside the filters toggle (the ads' sort). */
  controls?: ReactNode;
  /** The filter panel's fields. */
  filters: ReactNode;
  /** "120 ads", announced as it changes. */
  count: string;
  /** The list itself. */
  children: ReactNode;
}) {
  const panelId = useId();
  const [text, setText] = useState(search);
  const [panelOpen, setPanelOpen] = useState(false);
  useEffect(() => setText(search), [search]);

  // Typing searches after a short pause; Enter searches at once.
  useEffect(() => {
    if (text.trim() === search.trim()) return;
    const timer = window.setTimeout(() => onSearch(text), 400);
    return () => window.clearTimeout(timer);
  });

  const toggle = (
    <Button
      variant="outline"
      className="lg:hidden"
      aria-expanded={panelOpen}
      aria-controls={panelId}
      onClick={() => setPanelOpen((open) => !open)}
    >
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      {labels.filters}
      {activeCount > 0 && (
        <span className="grid size-5 place-items-center rounded-full bg-brand-700 text-xs text-white">
          {formatNumber(activeCount)}
        </span>
      )}
    </Button>
  );

  return (
    <>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          className="flex-1"
          label={labels.search}
          placeholder={labels.searchPlaceholder}
          submitLabel={labels.searchSubmit}
          value={text}
          onChange={setText}
          onSubmit={() => onSearch(text)}
        />
        {controls ? (
          <div className="flex items-end gap-2">
            {toggle}
            {controls}
          </div>
        ) : (
          toggle
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside
          id={panelId}
          aria-label={labels.filters}
          className={cn(
            panelOpen ? 'block' : 'hidden',
            'self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:block',
          )}
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 className="font-bold text-slate-900">{labels.filters}</h2>
            <button
              type="button"
              onClick={() => setPanelOpen(false)}
              aria-label={labels.closeFilters}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 lg:hidden"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          {filters}
        </aside>
        <div className="min-w-0">
          <p className="mb-3 min-h-5 text-sm text-slate-500" aria-live="polite">
            {count}
          </p>
          {children}
        </div>
      </div>
    </>
  );
}
