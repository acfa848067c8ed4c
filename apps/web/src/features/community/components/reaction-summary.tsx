import type { ReactionSummaryItem } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { topReactions } from '../lib/reactions';

export interface ReactionSummaryProps {
  summary: readonly ReactionSummaryItem[];
  total: number;
  /** Opens the reactions modal. */
  onOpen: () => void;
}

/** Up to three reaction emojis, most frequent first, and the total; opens the reactions modal. */
export function ReactionSummary({ summary, total, onOpen }: ReactionSummaryProps) {
  const { t } = useTranslation('community');
  const top = topReactions(summary);
  if (total <= 0 || top.length === 0) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex items-center gap-1.5 rounded-full py-1 pe-2 text-sm text-slate-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span
        className="flex -space-x-1 rtl:space-x-reverse"
        data-testid="summary-emojis"
        aria-hidden="true"
      >
        {top.map((item) => (
          <span
            key={item.type}
            data-type={item.type}
            className="grid size-6 place-items-center rounded-full bg-white text-sm ring-2 ring-white"
          >
            {item.type_emoji}
          </span>
        ))}
      </span>
      {/* The name starts with the visible count (in the interface's digits), then says it all. */}
      <span>{formatNumber(total)}</span>
      <span className="sr-only">, {t('reactions.summary', { count: total })}</span>
    </button>
  );
}
