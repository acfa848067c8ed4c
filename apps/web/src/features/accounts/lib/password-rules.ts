import {
  PASSWORD_DIGIT_PATTERN,
  PASSWORD_LETTER_PATTERN,
  PASSWORD_MIN_LENGTH,
} from '@souq/contract/limits';

/** Each rule of a password, for the live checklist under the field. */
export const passwordRules = (password: string) => ({
  length: password.length >= PASSWORD_MIN_LENGTH,
  letter: PASSWORD_LETTER_PATTERN.test(password),
  digit: PASSWORD_DIGIT_PATTERN.test(password),
});
