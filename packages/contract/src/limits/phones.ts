// Phones (accounts and ads): part of `limits.ts`.

export const PHONE_MAX_LENGTH = 32;
/**
 * What a phone number may look like before the API checks it against the country's numbering
 * plan (that check is the judge): digits, an optional leading `+`, spaces, dashes, dots and
 * brackets, with at least PHONE_MIN_DIGITS digits.
 */
export const PHONE_PATTERN = /^\+?[\d\s\-().]+$/;
export const PHONE_MIN_DIGITS = 6;
