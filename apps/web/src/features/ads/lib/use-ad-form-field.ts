import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adErrorKey } from './ad-form-messages';
import type { AdFormField, AdFormValues } from './ad-form-schema';

/** A field's error in the reader's language: client rules hold i18n keys, the server's 422 text. */
export function useAdFieldErrors() {
  const { t } = useTranslation();
  const { formState } = useFormContext<AdFormValues>();
  return (field: AdFormField): string | null => {
    const error = formState.errors[field];
    if (!error?.message) return null;
    return error.type === 'server' ? error.message : t(adErrorKey(error.message) as never);
  };
}

/**
 * One field of the ad form: its value and a setter that, like every field of the form, takes
 * the field's error (and those of `alsoClear`) away as soon as it is edited.
 */
export function useAdFormField<K extends AdFormField>(name: K, ...alsoClear: AdFormField[]) {
  const { control, clearErrors } = useFormContext<AdFormValues>();
  const { field } = useController({ control, name });
  const set = (value: AdFormValues[K]) => {
    field.onChange(value);
    clearErrors([name, ...alsoClear]);
  };
  return { value: field.value as AdFormValues[K], set };
}
