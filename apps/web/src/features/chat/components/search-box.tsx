import { Search } from 'lucide-react';
import { inputClass, inputStateClass } from '../../../components/form-field';

/** A search field with its icon and a label said to screen readers (the placeholder shows it). */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className={`relative ${className}`}>
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={label}
          dir="auto"
          className={`${inputClass} ${inputStateClass(false)} ps-9 pe-9`}
        />
      </div>
    </>
  );
}
