import { sha256Hex } from '../../lib/tokens.ts';

/** Providers where dots in the local part mean nothing and `+tag` is an alias. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** Providers where `+tag` is an alias (by the domain's first label: hotmail.co.uk too). */
const PLUS_TAG_PROVIDERS = new Set([
  'outlook',
  'hotmail',
  'live',
  'msn',
  'icloud',
  'me',
  'mac',
  'yahoo',
  'ymail',
  'proton',
  'protonmail',
  'pm',
  'fastmail',
]);

/**
 * One mailbox's address however it is typed: lower-cased; for Gmail without dots or `+tag` in the
 * local part and googlemail.com as gmail.com; for providers with `+` aliases without the tag.
 */
export const normalizeEmail = (email: string): string => {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const untagged = (part: string) => part.split('+')[0] || part;
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = untagged(local).replaceAll('.', '');
  } else if (PLUS_TAG_PROVIDERS.has(domain.split('.')[0]!)) {
    local = untagged(local);
  }
  return `${local}@${domain}`;
};

export interface Person {
  email: string;
  /** E.164, as stored. */
  phone: string;
}

/** The same person as far as referrals can tell: the same mailbox or the same phone number. */
export const isSamePerson = (a: Person, b: Person): boolean =>
  normalizeEmail(a.email) === normalizeEmail(b.email) || a.phone === b.phone;

/**
 * The keys of `referral_identities` a person who joined through a link holds: hashes, so that the
 * table keeps no address or number of its own.
 */
export const identityKeysOf = (person: Person): string[] => [
  sha256Hex(`email:${normalizeEmail(person.email)}`),
  sha256Hex(`phone:${person.phone}`),
];
