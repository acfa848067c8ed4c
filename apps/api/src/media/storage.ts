import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded files live. Keys are relative paths such as `avatars/2026/ab12…-400.webp`. */
export interface MediaStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9]+(?:[/_-][a-z0-9]+)*\.[a-z0-9]+$/;

/** Keys are built by the API, never taken from a request; this guards against a slip. */
export const assertSafeKey = (key: string): string => {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key: ${key}`);
  return key;
};

/** Files under `root` (`<DATA_DIR>/media`), written atomically (temporary name, then rename). */
export const diskStorage = (root: string): MediaStorage => ({
  async put(key, data) {
    const path = join(root, assertSafeKey(key));
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
  },
  async remove(keys) {
    await Promise.all(keys.map((key) => rm(join(root, assertSafeKey(key)), { force: true })));
  },
});
