import type { TFunction } from 'i18next';
import type { Namespace } from '../../../lib/i18n';
import { type MessageKey, translateMessage } from '../../../lib/i18n-keys';

/**
 * The accounts forms' messages and their rules loaded on first use: the rules carry zod and the
 * contract's schemas, which would otherwise weigh on every sign-in page's first load.
 */
export type FieldErrors = Partial<Record<string, MessageKey>>;

/** Issue messages the contract writes itself, as the forms' messages. */
const CONTRACT_MESSAGES: Record<string, MessageKey> = {
  'validation.no-visible-text': 'accounts:errors.required',
  'validation.password-weak': 'accounts:errors.password-weak',
  'validation.control-character': 'validation:control-character',
};

export const messageKey = (message: string) =>
  CONTRACT_MESSAGES[message] ?? (message as MessageKey);

/** A rule's message (a key the accounts rules chose) in the reader's language. */
export const accountMessage = (t: TFunction<Namespace[]>, message: string) =>
  translateMessage(t, messageKey(message));

export const loadAccountRules = () => import('./account-form-schema');
