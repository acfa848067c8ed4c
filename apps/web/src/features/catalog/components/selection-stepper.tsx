import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

export const SELECTION_STEPS = ['country', 'region', 'category'] as const;
export type SelectionStep = (typeof SELECTION_STEPS)[number];

/** The steps as an ordered list: done steps show their value and reopen on a click. */
export function SelectionStepper({
  current,
  values,
  reachable,
  onOpen,
}: {
  current: SelectionStep;
  values: Record<SelectionStep, string | undefined>;
  reachable: Record<SelectionStep, boolean>;
  onOpen: (step: SelectionStep) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2">
      {SELECTION_STEPS.map((step, index) => {
        const isCurrent = step === current;
        return (
          <li key={step}>
            <button
              type="button"
              disabled={!reachable[step]}
              aria-current={isCurrent ? 'step' : undefined}
              onClick={() => onOpen(step)}
              className={cn(
                'flex h-full w-full flex-col items-start gap-1 rounded-2xl border px-3 py-2 text-start transition sm:flex-row sm:items-center sm:gap-3 sm:px-4 sm:py-3 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
                isCurrent
                  ? 'border-brand-600 bg-white shadow-sm'
                  : 'border-slate-200 bg-white/60 hover:border-brand-300',
              )}
            >
              <span
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold sm:size-8 sm:text-sm',
                  isCurrent || values[step]
                    ? 'bg-brand-700 text-white'
                    : 'bg-slate-200 text-slate-600',
                )}
              >
                {formatNumber(index + 1)}
              </span>
              <span className="w-full min-w-0">
                <span className="block text-xs font-medium text-slate-500">
                  {t(`select.steps.${step}`)}
                </span>
                <span className="block truncate text-sm font-semibold text-slate-900 sm:text-base">
                  {values[step] ?? t('select.not-chosen')}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
