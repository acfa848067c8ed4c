import { RESET_CODE_LENGTH, RESET_CODE_PATTERN } from '@souq/contract/limits';
import { toLatinDigits } from '../../../lib/digits';
import type { MessageKey } from '../../../lib/i18n-keys';

export { RESET_CODE_LENGTH };

/** The six digits of a reset code, Arabic-Indic digits accepted; an i18n key when it isn't. */
export function validateCode(code: string): MessageKey | null {
  return RESET_CODE_PATTERN.test(toLatinDigits(code)) ? null : 'accounts:errors.code';
}
