import { useRef } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { getErrorMessage } from '../../../lib/api';
import { type RulesFormOptions, useRulesForm } from '../../../lib/use-rules-form';

export interface MediaPostFormOptions<T extends FieldValues, M>
  extends Omit<RulesFormOptions<T, M>, 'defaultValues'> {
  /** The empty form, which closing and publishing go back to. */
  empty: DefaultValues<T>;
  /** The picked file's field. */
  file: Path<T>;
  /** The publishing mutation: closing waits for it; a reset forgets it. */
  sending: { isPending: boolean; reset: () => void };
  onClose: () => void;
  /** What else a reset empties (an upload's progress). */
  onReset?: () => void;
}

/**
 * A reel's or a story's creation form (a file and a caption, in a modal) on the one form rule:
 * one line says what is wrong (the file, the caption, or the server); closing or publishing
 * empties the form, the file input and the mutation; closing waits while publishing.
 */
export function useMediaPostForm<T extends FieldValues, M>({
  empty,
  file,
  sending,
  onClose,
  onReset,
  ...options
}: MediaPostFormOptions<T, M>) {
  const rules = useRulesForm<T, M>({ ...options, defaultValues: empty });
  const input = useRef<HTMLInputElement>(null);
  const { errorOf, set, form } = rules;
  const error = errorOf(file) ?? errorOf('caption' as Path<T>) ?? rules.formError;

  const reset = () => {
    rules.reset(empty);
    onReset?.();
    sending.reset();
    if (input.current) input.current.value = '';
  };
  const close = () => {
    if (sending.isPending) return;
    reset();
    onClose();
  };
  /** After publishing: emptied and closed. */
  const done = () => {
    reset();
    onClose();
  };
  /** The picked file is over its size limit: it goes, and the file's field says why. */
  const tooLarge = () => {
    set(file, null as PathValue<T, Path<T>>);
    form.setError(file, { type: 'pick', message: 'too-large' });
  };
  /** The submit handler: a refusal is one message, the server's. */
  const submit = (send: (values: T) => Promise<unknown>) =>
    rules.onSubmit(send, (failure) => ({ fieldErrors: {}, formError: getErrorMessage(failure) }));

  return { ...rules, input, error, close, done, tooLarge, submit };
}
