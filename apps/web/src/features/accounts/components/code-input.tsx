import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { onlyDigits } from '../../../lib/digits';
import { RESET_CODE_LENGTH } from '../lib/reset-code';

export const CODE_LENGTH = RESET_CODE_LENGTH;

export interface CodeInputProps {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange: (value: string[]) => void;
  /** The group's accessible name. */
  label: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

/**
 * Six one-digit boxes. Typing moves to the next box, Backspace on an empty box goes back, pasting
 * (or the phone's one-time-code autofill) spreads the digits over the boxes. Arabic-Indic digits
 * become ASCII. The boxes read left to right in both directions, as the code is written.
 */
export function CodeInput({
  value,
  onChange,
  label,
  invalid,
  describedBy,
  disabled,
}: CodeInputProps) {
  const { t } = useTranslation('accounts');
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` on; focuses the box after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    let index = start;
    for (const digit of digits.slice(0, CODE_LENGTH - start)) next[index++] = digit;
    onChange(next);
    focus(index);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = onlyDigits(raw);
    if (!digits) {
      if (raw === '') {
        const next = [...value];
        next[index] = '';
        onChange(next);
      }
      return;
    }
    // A whole code (autofill) starts at the first box; one typed digit replaces this box's.
    if (digits.length >= CODE_LENGTH) return fill(0, digits);
    const typed = digits.length > 1 && value[index] ? digits.replace(value[index]!, '') : digits;
    fill(index, typed || digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    fill(digits.length >= CODE_LENGTH ? 0 : index, digits);
  };

  return (
    <fieldset aria-describedby={describedBy} disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <div dir="ltr" className="mx-auto grid max-w-sm grid-cols-6 gap-2 sm:gap-3">
        {value.map((digit, index) => (
          <input
            // The boxes never move: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed, positional boxes
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            value={digit}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('verify.digit', { index: index + 1, count: CODE_LENGTH })}
            aria-invalid={invalid || undefined}
            className={cn(
              'aspect-square w-full min-w-0 rounded-xl border-2 bg-white text-center text-2xl font-semibold selection:bg-transparent text-slate-900 caret-brand-600 focus:outline-none focus-visible:ring-4',
              invalid
                ? 'border-red-500 focus-visible:ring-red-100'
                : digit
                  ? 'border-brand-600 focus-visible:ring-brand-100'
                  : 'border-slate-300 focus:border-brand-600 focus-visible:ring-brand-100',
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
