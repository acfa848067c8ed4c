import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable opaque token (32 random bytes, base64url). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** How tokens and codes are stored: only their SHA-256, so a leaked table grants nothing. */
export const sha256Hex = (value: string): string =>
  createHash('sha256').update(value).digest('hex');

/** `length` decimal digits from a uniform, cryptographic source. */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(10)).join('');

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short code people can read aloud and type (no 0/O, 1/I). */
export const randomReadableCode = (length: number): string =>
  Array.from({ length }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
