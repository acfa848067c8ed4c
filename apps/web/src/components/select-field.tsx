import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { FieldError, FieldLabel, inputClass, inputStateClass, useFieldIds } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (keyboard and screen-reader friendly everywhere, phones included). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  error,
  hint,
  required,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  error?: string | null;
  hint?: string;
  required?: boolean;
  className?: string;
}) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} />
      <div className="relative mt-1">
        <select
          id={id}
          value={value}
          disabled={disabled}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
          className={cn(inputClass, inputStateClass(Boolean(error)), 'appearance-none pe-10')}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 end-3 my-auto size-4 text-slate-500"
          aria-hidden="true"
        />
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
