import type { ParseKeys, TFunction } from 'i18next';
import type { Namespace } from './i18n';

/** A key of namespace `Ns` as its `t` takes it: the namespace's own keys, then `common`'s. */
export type TranslationKey<Ns extends Namespace = 'common'> = ParseKeys<Ns>;

/**
 * A key of any namespace written `ns:key` (`accounts:errors.required`): what validators and
 * error maps hand to a component, checked against the English files where it is written.
 */
export type MessageKey = ParseKeys<Namespace[]>;

/** The text of a key chosen at run time (a validator's answer), with any namespace's `t`. */
export function translateMessage(t: TFunction<Namespace[]>, key: MessageKey): string {
  // The union of every key is more than `t`'s overloads resolve; each member is checked already.
  return t(key as never);
}
