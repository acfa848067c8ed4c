import { CircleAlert } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export const inputClass =
  'block w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400';

export const inputStateClass = (invalid: boolean) =>
  invalid
    ? 'border-red-500 focus:border-red-600 focus-visible:ring-red-200'
    : 'border-slate-300 focus:border-brand-600 focus-visible:ring-brand-200';

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

/** A field's label, with "(optional)" in the active language where the field may stay empty. */
export function FieldLabel({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: string;
  optional?: string;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {optional && <span className="ms-1 font-normal text-slate-500">({optional})</span>}
    </label>
  );
}

/** Ids and ARIA attributes tying a control to its label, hint and error. */
export function useFieldIds(error?: string | null, hint?: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    errorId,
    hintId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const,
  };
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Shown inside the field before the value (a phone's dial code). */
  prefix?: ReactNode;
  optional?: string;
}

/** Fields whose value is Latin by nature (an address, a number, a code) read left to right. */
const LTR_TYPES = new Set(['email', 'tel', 'number', 'password', 'url']);
const LTR_INPUT_MODES = new Set(['email', 'tel', 'numeric', 'decimal', 'url']);

/**
 * The direction of a field: the caller's, else left to right for e-mail, phone, number and
 * password fields, else `auto` — names, titles and addresses take the direction of what is typed
 * (English in the Arabic interface keeps its full stop at the end).
 */
export const fieldDirection = ({
  dir,
  type,
  inputMode,
}: Pick<InputHTMLAttributes<HTMLInputElement>, 'dir' | 'type' | 'inputMode'>) =>
  dir ?? (LTR_TYPES.has(type ?? 'text') || LTR_INPUT_MODES.has(inputMode ?? '') ? 'ltr' : 'auto');

/** A labelled text input with its hint and its error (client rule or server 422) below it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  prefix,
  optional,
  className = '',
  ...input
}: TextFieldProps) {
  const { id, errorId, hintId, aria } = useFieldIds(error, hint);
  const control = (
    <input
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...aria}
      {...input}
      dir={fieldDirection(input)}
      className={cn(
        inputClass,
        inputStateClass(Boolean(error)),
        prefix ? 'rounded-s-none' : '',
        className,
      )}
    />
  );
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <div className="mt-1">
        {prefix ? (
          <div className="flex" dir="ltr">
            <span className="flex shrink-0 items-center rounded-s-xl border border-e-0 border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-700">
              {prefix}
            </span>
            {control}
          </div>
        ) : (
          control
        )}
      </div>
      {hint && (
        <div id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The message of a failed submission that belongs to no single field. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
      {message}
    </p>
  );
}

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** "12 / 5000", in the active language. */
  count: string;
  error?: string | null;
  optional?: string;
  placeholder?: string;
  rows?: number;
}

/** A labelled text area with a character count and its error below it. */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  count,
  error,
  optional,
  placeholder,
  rows = 4,
}: TextAreaFieldProps) {
  const { id, errorId } = useFieldIds(error);
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${errorId}` : ''}`}
        placeholder={placeholder}
        // User text (a description, a bio): the direction of what is typed.
        dir="auto"
        className={cn(inputClass, inputStateClass(Boolean(error)), 'mt-1 resize-y')}
      />
      <p id={`${id}-count`} className="mt-1 text-end text-xs text-slate-500">
        {/* Digits and the slash read left to right in Arabic too ("53 / 5000"). */}
        <span dir="ltr">{count}</span>
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
