import { type Mutation, MutationCache, type QueryKey } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { type MessageKey, translateMessage } from '../i18n-keys';
import { notify } from '../notify';
import { playSound } from '../sounds';
import { getErrorMessage, getValidationMessages, refusalKind } from './errors';

/**
 * What a change tells the person, declared by the mutation hook as its `meta` and given once, by
 * the query client's mutation cache (`createWriteFeedbackCache`): never by routes or components.
 */
export type WriteMeta = {
  /**
   * Success: the success sound and a toast of the answer's own `message` (`'answer'`; none
   * without one unless `fallback` names a text), or of this key's text whatever the answer says,
   * or of the text this function makes of the answer and what was sent.
   */
  success?: 'answer' | MessageKey | ((answer: unknown, variables: unknown) => string);
  /** With `success: 'answer'`: the toast's text when the answer has no message of its own. */
  fallback?: MessageKey;
  /** Success without the sound (a quiet edit such as a profile's about text). */
  quiet?: boolean;
  /**
   * Failure: `'toast'` plays the error sound and toasts each validation error, else the one
   * message (seed §8); `'retry'` the same, and a failure on the way (network, server) offers
   * "Try again", which sends the same change again (only where that is safe: an update, a
   * delete); `'message'` toasts the one message, without a sound; `'sound'` plays the error
   * sound only, the caller showing the failure in place. Without it the caller shows the failure
   * in place (a form's fields), silently.
   */
  failure?: 'toast' | 'retry' | 'message' | 'sound';
  /**
   * Other queries a success makes stale, by key prefix (another area's keys come from
   * `lib/api/shared-keys.ts`, never as strings).
   */
  invalidates?: readonly QueryKey[];
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

/** The answer's own message (`{ message }` bodies, or a delete's message as is). */
function messageOf(answer: unknown): string | undefined {
  if (typeof answer === 'string') return answer || undefined;
  if (answer && typeof answer === 'object' && 'message' in answer) {
    const { message } = answer as { message?: unknown };
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}

function successMessage(meta: WriteMeta, answer: unknown, variables: unknown) {
  const { success } = meta;
  if (typeof success === 'function') return success(answer, variables);
  const own = success === 'answer' ? messageOf(answer) : undefined;
  const key = success === 'answer' ? meta.fallback : success;
  return own || (key && translateMessage(i18n.t, key));
}

/** The success sound and toast a `meta` declares. */
function announceSuccess(meta: WriteMeta, answer: unknown, variables: unknown): void {
  if (!meta.success) return;
  const message = successMessage(meta, answer, variables);
  if (message) void notify('success', message);
  if (!meta.quiet) playSound('success');
}

/**
 * A failed change: the error sound, then one toast per validation error, else one message (seed
 * §8). With `retry`, a failure that may pass (network, server) offers "Try again"; a refusal
 * (422, 403, 429's wait…) would answer the same and does not.
 */
export function reportWriteError(error: unknown, retry?: () => void): void {
  playSound('error');
  const messages = getValidationMessages(error);
  if (messages.length > 0) {
    for (const message of messages) void notify('error', message);
    return;
  }
  const kind = refusalKind(error);
  const passing = kind === 'network' || kind === 'server';
  void notify(
    'error',
    getErrorMessage(error),
    retry && passing ? { label: i18n.t('errors:refused.retry'), onClick: retry } : undefined,
  );
}

function announceFailure(
  meta: WriteMeta,
  error: unknown,
  variables: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
): void {
  if (meta.failure === 'sound') playSound('error');
  else if (meta.failure === 'message') void notify('error', getErrorMessage(error));
  else if (meta.failure === 'toast') reportWriteError(error);
  else if (meta.failure === 'retry') {
    reportWriteError(error, () => void mutation.execute(variables).catch(() => undefined));
  }
}

/** The mutation cache that gives every change the feedback its `meta` declares. */
export function createWriteFeedbackCache(): MutationCache {
  return new MutationCache({
    onSuccess: (answer, variables, _result, mutation, { client }) => {
      const meta = mutation.meta;
      if (!meta) return;
      announceSuccess(meta, answer, variables);
      for (const queryKey of meta.invalidates ?? []) {
        void client.invalidateQueries({ queryKey });
      }
    },
    onError: (error, variables, _result, mutation) => {
      if (mutation.meta) announceFailure(mutation.meta, error, variables, mutation);
    },
  });
}
