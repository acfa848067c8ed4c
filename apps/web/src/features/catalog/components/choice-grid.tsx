import type { UseQueryResult } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { cn } from '../../../lib/cn';

export interface Choice {
  id: number;
  name: string;
  /** Shown before the name (a flag, an icon). */
  media?: ReactNode;
  /** A second line (how many sub-categories). */
  detail?: string;
}

/** Skeleton cards while a step's options load. */
function ChoiceSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="h-16 animate-pulse rounded-2xl bg-slate-200/70" />
      ))}
    </ul>
  );
}

/**
 * One step of the picker: its options as pressable cards (the chosen one marked), with loading,
 * error (retry) and empty states.
 */
export function ChoiceGrid<T>({
  query,
  toChoice,
  selectedId,
  onChoose,
  label,
  leading,
}: {
  query: UseQueryResult<T[]>;
  toChoice: (item: T) => Choice;
  selectedId: number | null | undefined;
  onChoose: (item: T) => void;
  /** The list's accessible name. */
  label: string;
  /** A card before the options (the "all of …" choice). */
  leading?: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  if (query.isPending) return <ChoiceSkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-2xl bg-red-50 p-5 text-sm text-red-700">
        <p>{query.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('select.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="text-sm text-slate-500">{t('select.none')}</p>;
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4"
    >
      {leading}
      {query.data.map((item) => {
        const choice = toChoice(item);
        return (
          <li key={choice.id}>
            <ChoiceButton
              choice={choice}
              selected={choice.id === selectedId}
              onClick={() => onChoose(item)}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function ChoiceButton({
  choice,
  selected,
  onClick,
  emphasis = false,
}: {
  choice: Choice;
  selected: boolean;
  onClick: () => void;
  /** The "all of …" card: drawn as the main choice. */
  emphasis?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'relative flex h-full min-h-16 w-full flex-col items-start gap-2 rounded-2xl border p-3 text-start transition sm:flex-row sm:items-center sm:gap-3 sm:px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        selected
          ? 'border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600'
          : emphasis
            ? 'border-brand-200 bg-brand-50/50 text-brand-900 hover:border-brand-400'
            : 'border-slate-200 bg-white text-slate-800 hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-sm',
      )}
    >
      {choice.media && (
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-xl text-brand-700">
          {choice.media}
        </span>
      )}
      <span className="min-w-0 flex-1 pe-5 sm:pe-0">
        <span className="block font-semibold leading-snug break-words">{choice.name}</span>
        {choice.detail && <span className="block text-xs text-slate-500">{choice.detail}</span>}
      </span>
      {selected && (
        <Check
          className="absolute end-3 top-3 size-5 shrink-0 text-brand-700 sm:static"
          aria-hidden="true"
        />
      )}
    </button>
  );
}
