import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { invalidFields } from '../../http/app-error.ts';
import type { MessageKey } from '../../i18n/index.ts';

/** zxcvbn's "safely unguessable" (about 10^8 guesses and more); 4 is the maximum. */
const MIN_SCORE = 3;

type Warning =
  | 'straightRow'
  | 'keyPattern'
  | 'simpleRepeat'
  | 'extendedRepeat'
  | 'sequences'
  | 'recentYears'
  | 'dates'
  | 'topTen'
  | 'topHundred'
  | 'common'
  | 'similarToCommon'
  | 'wordByItself'
  | 'namesByThemselves'
  | 'commonNames'
  | 'userInputs'
  | 'pwned';

// Our own localised messages for zxcvbn's warning keys: its English text never reaches a user.
const reasonOf: Record<Warning, MessageKey> = {
  topTen: 'accounts.password-common',
  topHundred: 'accounts.password-common',
  common: 'accounts.password-common',
  similarToCommon: 'accounts.password-common',
  pwned: 'accounts.password-common',
  userInputs: 'accounts.password-personal',
  straightRow: 'accounts.password-pattern',
  keyPattern: 'accounts.password-pattern',
  simpleRepeat: 'accounts.password-pattern',
  extendedRepeat: 'accounts.password-pattern',
  sequences: 'accounts.password-pattern',
  recentYears: 'accounts.password-date',
  dates: 'accounts.password-date',
  wordByItself: 'accounts.password-word',
  namesByThemselves: 'accounts.password-word',
  commonNames: 'accounts.password-word',
};

// The dictionaries are megabytes: loaded at the first password set, once per process.
let estimator: Promise<ZxcvbnFactory> | undefined;
const loadEstimator = () => {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
};

/** The name, e-mail and their parts: a password built from them is easy to guess for anyone. */
const userInputsOf = (personal: Array<string | null | undefined>) => {
  const whole = personal.filter((v): v is string => Boolean(v)).map((v) => v.toLowerCase());
  const parts = whole.flatMap((v) => v.split(/[\s@._+-]+/));
  return [...new Set([...whole, ...parts])].filter((v) => v.length >= 3);
};

/** Why a password is too easy to guess, as a message key; `undefined` when it is strong enough. */
export const passwordWeakness = async (
  password: string,
  personal: Array<string | null | undefined>,
): Promise<MessageKey | undefined> => {
  const result = (await loadEstimator()).check(password, userInputsOf(personal));
  if (result.score >= MIN_SCORE) return undefined;
  const warning = result.feedback.warning as Warning | null;
  return (warning && reasonOf[warning]) || 'accounts.password-guessable';
};

/** 422 on `password` with the reason, for every route that sets a password. */
export const assertStrongPassword = async (
  password: string,
  personal: Array<string | null | undefined>,
): Promise<void> => {
  const reason = await passwordWeakness(password, personal);
  if (reason) throw invalidFields({ password: [{ key: reason }] });
};
