import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
/** Below this the headers of a compressed answer outweigh what it saves. */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    }),
  );
  return nested.flat();
};

const compressFile = async (path: string) => {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant no smaller than the file would only cost the client time.
  if (br.length < source.length) await writeFile(`${path}.br`, br);
  if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
};

/**
 * Writes `.br` and `.gz` siblings of the built text files, which the API's static file server
 * sends by `Accept-Encoding` (compressed once at build time, at the highest levels).
 */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'souq:precompress',
    apply: 'build',
    configResolved(config) {
      // An absolute --outDir stands as given; a relative one is under the Vite root.
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesUnder(outDir);
      const worth = await Promise.all(
        files.map(async (path) => COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES),
      );
      await Promise.all(files.filter((_, i) => worth[i]).map(compressFile));
    },
  };
};
