import type * as contract from '@souq/contract';
import { toLatinDigits } from '../../../lib/digits';

/** The contract's code length, checked against it by type (its values would bring zod along). */
export const RESET_CODE_LENGTH: typeof contract.RESET_CODE_LENGTH = 6;

/** The six digits of a reset code, Arabic-Indic digits accepted; an i18n key when it isn't. */
export function validateCode(code: string): string | null {
  const digits = toLatinDigits(code);
  return new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`).test(digits) ? null : 'accounts:errors.code';
}
