import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt floor; about 50 ms here, run on libuv's thread pool, not the event loop.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** `scrypt$N$r$p$salt$hash` with a fresh salt; the parameters travel with the hash. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS);
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

/** Constant-time comparison against a stored hash; a malformed hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/**
 * A real hash of a random password: checked when the e-mail is unknown, so that a wrong e-mail
 * costs the same time as a wrong password and timing does not tell which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};
