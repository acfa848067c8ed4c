import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface PutOptions {
  /** Stored with the object and answered when it is served. */
  contentType: string;
}

/**
 * Where uploaded files live. Keys are relative paths such as `avatars/2026/ab12…-400.webp`.
 * Keys under `private/` (CVs, chat attachments) are never public: they get no URL, the `/media`
 * route never serves them, and an area that stores them serves them itself, after its own checks.
 */
export interface MediaStorage {
  put(key: string, data: Uint8Array, options: PutOptions): Promise<void>;
  /**
   * Stores what `stream` delivers, piece by piece (a video is never held whole in memory). When
   * the stream fails, nothing is left under `key` and the error is raised.
   */
  putStream(key: string, stream: Readable, options: PutOptions): Promise<void>;
  /** Missing objects are fine. */
  remove(keys: string[]): Promise<void>;
  /**
   * The URL clients load a public object from directly, or null when the app's own `/media` route
   * serves it. Throws for a private key.
   */
  publicUrlOf(key: string): string | null;
  /** Releases its connections (S3); nothing to do on disk. */
  close(): void;
}

export const PRIVATE_PREFIX = 'private/';

/** Served with a year of caching: every stored file has a fresh random name. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9]+(?:[/_-][a-z0-9]+)*\.[a-z0-9]+$/;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key);

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_PREFIX);

/** Keys are built by the API, never taken from a request; this guards against a slip. */
export const assertSafeKey = (key: string): string => {
  if (!isSafeKey(key)) throw new Error(`unsafe media key: ${key}`);
  return key;
};

/** A public key, checked: the only kind a URL may be built for. */
export const assertPublicKey = (key: string): string => {
  if (isPrivateKey(assertSafeKey(key))) throw new Error(`private media key has no URL: ${key}`);
  return key;
};

export interface DiskStorage extends MediaStorage {
  readonly kind: 'disk';
  /** The folder holding the files, served under `/media/` by @fastify/static. */
  readonly root: string;
}

/** Files under `root` (`<DATA_DIR>/media`), written atomically (temporary name, then rename). */
export const diskStorage = (root: string): DiskStorage => ({
  kind: 'disk',
  root,
  // The file's extension gives its type when it is served.
  async put(key, data) {
    const path = join(root, assertSafeKey(key));
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
  },
  async putStream(key, stream) {
    const path = join(root, assertSafeKey(key));
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    try {
      await pipeline(stream, createWriteStream(partial));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await rename(partial, path);
  },
  async remove(keys) {
    await Promise.all(keys.map((key) => rm(join(root, assertSafeKey(key)), { force: true })));
  },
  publicUrlOf(key) {
    assertPublicKey(key);
    return null;
  },
  close() {},
});
