// Accounts: part of `limits.ts`.

/** Who an account is: a person (`user`) or a business (`company`). */
export const ACCOUNT_TYPES = ['user', 'company'] as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A password holds a letter and a digit, of any script. */
export const PASSWORD_LETTER_PATTERN = /\p{L}/u;
export const PASSWORD_DIGIT_PATTERN = /\p{Nd}/u;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 150;
export const COMMERCIAL_REGISTER_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 1000;
/** An invite code (`ref`) of the account that referred a new one. */
export const INVITE_CODE_MAX_LENGTH = 64;
/** Digits of a password reset code. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_PATTERN = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);
export const RESET_TOKEN_MAX_LENGTH = 200;
