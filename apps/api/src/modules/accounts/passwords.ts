import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's current scrypt parameters: N = 2^17, r = 8, p = 1 (about 0.3 s, on libuv's pool). */
export const PASSWORD_HASH_COST = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

interface Params {
  N: number;
  r: number;
  p: number;
}

/** The parameters of a new hash at a cost (log2 N); only tests choose a cost below 17. */
const paramsFor = (cost: number): Params => ({ N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM });

const derive = (password: string, salt: Buffer, { N, r, p }: Params) => {
  // scrypt needs 128·N·r bytes; Node refuses above `maxmem` (32 MiB by default).
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
};

/** `scrypt$N$r$p$salt$hash` with a fresh salt; the parameters travel with the hash. */
export const hashPassword = async (
  password: string,
  cost: number = PASSWORD_HASH_COST,
): Promise<string> => {
  const params = paramsFor(cost);
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const parseHash = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    scheme === 'scrypt' &&
    salt &&
    hash &&
    Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0);
  return valid ? { params, salt, hash } : undefined;
};

/**
 * Constant-time comparison against a stored hash, with the parameters stored in it (so hashes of
 * an older cost still verify); a malformed hash never matches.
 */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const actual = await derive(password, Buffer.from(parsed.salt, 'base64url'), parsed.params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** True when a stored hash was made with other parameters than new hashes get: rehash it. */
export const needsRehash = (stored: string, cost: number = PASSWORD_HASH_COST): boolean => {
  const parsed = parseHash(stored);
  const wanted = paramsFor(cost);
  return (
    !parsed ||
    parsed.params.N !== wanted.N ||
    parsed.params.r !== wanted.r ||
    parsed.params.p !== wanted.p
  );
};

/**
 * A real hash of a random password at the current cost: checked when the e-mail is unknown, so
 * that a wrong e-mail costs the same time as a wrong password and timing does not tell which
 * accounts exist.
 */
const dummyHashes = new Map<number, Promise<string>>();
export const dummyPasswordHash = (cost: number = PASSWORD_HASH_COST): Promise<string> => {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
};
