import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';

/** An amount in `$` in the active language's digits. */
export function Money({ amount, className = '' }: { amount: string; className?: string }) {
  return (
    <span className={cn('font-bold tabular-nums', className)} dir="ltr">
      {formatMoney(amount)}
    </span>
  );
}
