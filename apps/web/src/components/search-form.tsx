import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';

const inputLooks = {
  /** The community's rounded grey field (its header search, a profile's friends). */
  pill: 'h-10 w-full rounded-full border border-transparent bg-slate-100 ps-9 pe-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200',
} as const;

/**
 * A search field with its magnifier at the start, in the reader's direction, named by `label`
 * (said to screen readers); styled by `look` or by `inputClassName`.
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
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  look?: keyof typeof inputLooks;
  inputClassName?: string;
  iconClassName?: string;
  className?: string;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        className={cn(
          'pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-slate-400',
          iconClassName,
        )}
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        dir="auto"
        className={cn(look && inputLooks[look], inputClassName)}
      />
    </div>
  );
}

const looks = {
  /** On a page, beside filters. */
  plain: {
    form: 'flex gap-2',
    input:
      'h-11 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-10 focus:border-brand-600',
    button: 'md',
  },
  /** On the landing hero: a white card holding the field and the button. */
  hero: {
    form: 'flex gap-2 rounded-2xl bg-white p-2 shadow-lg',
    input: 'h-12 w-full rounded-xl border-0 bg-transparent ps-10 pe-10',
    button: 'lg',
  },
} as const;

/** A search field with its (visually hidden) label and a submit button, inside `<search>`. */
export function SearchForm({
  label,
  placeholder,
  submitLabel,
  value,
  onChange,
  onSubmit,
  look = 'plain',
  className,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  look?: keyof typeof looks;
  className?: string;
}) {
  const style = looks[look];
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search className={className}>
      <form onSubmit={handleSubmit} className={style.form}>
        <SearchInput
          label={label}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          className="flex-1"
          iconClassName="size-5"
          inputClassName={cn(
            style.input,
            'text-slate-900 placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200',
          )}
        />
        <Button type="submit" size={style.button}>
          {submitLabel}
        </Button>
      </form>
    </search>
  );
}
