import { useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { type LoadRules, lazyResolver, useRulesWhenIdle } from './lazy-rules';

/** A failed submission as the server answered it (`splitServerErrors`). */
export interface ServerErrors {
  fieldErrors: Record<string, string>;
  formError: string | null;
}

export interface RulesFormOptions<T extends FieldValues, M> {
  /** Imports the form's rules module (the contract's schemas, with zod): a lazy chunk. */
  load: LoadRules<M>;
  /** The resolver the rules give, asked at each check (it may read the form's current state). */
  resolverOf: (rules: M) => Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** A rule's message (an i18n key the rules chose) in the reader's language. */
  translate: (key: string) => string;
}

/**
 * Every form's rule (CONTRIBUTING "Forms"): react-hook-form with the contract's schemas, loaded on
 * the first check or while the browser is idle. An error goes as soon as its field is edited and
 * the rules run again on the next submit; after a failed submission the first invalid control
 * gets the focus; the server's 422 shows beside the fields in the server's words.
 */
export function useRulesForm<T extends FieldValues, M>({
  load,
  resolverOf,
  defaultValues,
  translate,
}: RulesFormOptions<T, M>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<T>({
    defaultValues,
    resolver: lazyResolver(load, resolverOf),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useRulesWhenIdle(load);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const { setValue, clearErrors, setError, formState } = form;

  /** Sets a field (its error, and those of `alsoClear`, go at once). */
  const set = <K extends Path<T>>(name: K, value: PathValue<T, K>, ...alsoClear: Path<T>[]) => {
    setValue(name, value);
    clearErrors([name, ...alsoClear]);
  };

  /** A field's error in the reader's language, or null. */
  const errorOf = (name: Path<T>): string | null => {
    const { error } = form.getFieldState(name, formState);
    if (!error?.message) return null;
    return error.type === 'server' ? error.message : translate(error.message);
  };

  /** Every broken field's error in the reader's language, by field (for field groups). */
  const fieldErrors: Record<string, string> = {};
  for (const name of Object.keys(formState.errors)) {
    const text = errorOf(name as Path<T>);
    if (text) fieldErrors[name] = text;
  }

  const showServerErrors = ({ fieldErrors, formError: message }: ServerErrors) => {
    for (const [name, text] of Object.entries(fieldErrors)) {
      setError(name as Path<T>, { type: 'server', message: text });
    }
    setFormError(message);
    setAttempt((n) => n + 1);
  };

  /**
   * The form's submit handler: `send` gets the values as typed (each form builds its own
   * request) once the rules pass; a failure it throws is shown with `serverErrorsOf` (without
   * it, `send` says what went wrong itself: a toast, the page).
   */
  const onSubmit = (
    send: (values: T) => Promise<unknown>,
    serverErrorsOf?: (error: unknown) => ServerErrors,
  ) =>
    form.handleSubmit(
      async () => {
        setFormError(null);
        try {
          await send(form.getValues());
        } catch (error) {
          if (serverErrorsOf) showServerErrors(serverErrorsOf(error));
        }
      },
      () => {
        setFormError(null);
        setAttempt((n) => n + 1);
      },
    );

  /** Back to `values` (the defaults without), the server's message gone. */
  const reset = (values?: DefaultValues<T>) => {
    form.reset(values);
    setFormError(null);
  };

  return {
    form,
    formRef,
    formError,
    fieldErrors,
    set,
    errorOf,
    onSubmit,
    reset,
    values: form.watch(),
  };
}
