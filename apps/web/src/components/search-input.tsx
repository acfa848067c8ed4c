import { Search } from 'lucide-react';
import { cn } from '../lib/cn';

const looks = {
  /** The community's rounded grey field (its header search, a profile's friends). */
  pill: 'h-10 w-full rounded-full border border-transparent bg-slate-100 ps-9 pe-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200',
} as const;

/**
 * A search field with its magnifier at the start, in the reader's direction. Named by `label`
 * (said to screen readers) unless a `<label htmlFor={id}>` names it; styled by `look` or by
 * `inputClassName`.
 */
export function SearchInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  look,
  inputClassName,
  iconClassName,
  className,
}: {
  id?: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  look?: keyof typeof looks;
  inputClassName?: string;
  iconClassName?: string;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className={cn(
          'pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-slate-400',
          iconClassName,
        )}
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        dir="auto"
        className={cn(look && looks[look], inputClassName)}
      />
    </div>
  );
}
