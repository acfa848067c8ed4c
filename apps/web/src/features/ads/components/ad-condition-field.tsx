import { AD_CONDITIONS } from '@souq/contract/limits';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form-field';
import { cn } from '../../../lib/cn';
import { useAdFieldErrors, useAdFormField } from '../lib/use-ad-form-field';

/** New or used, as two large radio buttons. */
export function AdConditionField() {
  const { t } = useTranslation('ads');
  const errorOf = useAdFieldErrors();
  const { value, set } = useAdFormField('condition');
  const error = errorOf('condition');
  return (
    <fieldset aria-describedby={error ? 'condition-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('form.condition')}</legend>
      <div className="mt-2 grid max-w-sm grid-cols-2 gap-2">
        {AD_CONDITIONS.map((condition) => (
          <label
            key={condition}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-2 rounded-xl border px-4 py-2.5 text-sm font-semibold transition has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              error ? 'border-red-400' : 'border-slate-300 text-slate-700',
            )}
          >
            <input
              type="radio"
              name="condition"
              value={condition}
              checked={value === condition}
              onChange={() => set(condition)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            {t(`condition.${condition}`)}
          </label>
        ))}
      </div>
      <FieldError id="condition-error" message={error} />
    </fieldset>
  );
}
