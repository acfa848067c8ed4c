import { type FormEvent, useId } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { SearchInput } from './search-input';

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
  const id = useId();
  const style = looks[look];
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search className={className}>
      <form onSubmit={handleSubmit} className={style.form}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <SearchInput
          id={id}
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
