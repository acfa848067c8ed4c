import { type RefObject, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MessageKey, translateMessage } from './i18n-keys';

/** i18n keys (`ns:key`) of the fields that break a client rule. */
export type FieldErrors = Partial<Record<string, MessageKey>>;

/**
 * Errors of a form's fields (already in the reader's language) and the one message that belongs
 * to no field. After a failed submission the first invalid control gets the focus.
 */
export function useFormErrors(formRef: RefObject<HTMLFormElement | null>) {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each failed submission
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  /** Client rules: `FieldErrors` holds i18n keys. Answers whether the form may be sent. */
  const check = useCallback(
    (errors: FieldErrors) => {
      const translated = Object.fromEntries(
        Object.entries(errors).map(([field, key]) => [
          field,
          translateMessage(t, key as MessageKey),
        ]),
      );
      setFieldErrors(translated);
      setFormError(null);
      if (Object.keys(translated).length === 0) return true;
      setAttempt((n) => n + 1);
      return false;
    },
    [t],
  );

  const showServerErrors = useCallback(
    (errors: { fieldErrors: Record<string, string>; formError: string | null }) => {
      setFieldErrors(errors.fieldErrors);
      setFormError(errors.formError);
      setAttempt((n) => n + 1);
    },
    [],
  );

  /** A field's error goes as soon as the field is edited. */
  const clearField = useCallback((...fields: string[]) => {
    setFieldErrors((current) => {
      if (!fields.some((f) => f in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  return { fieldErrors, formError, check, showServerErrors, clearField };
}
