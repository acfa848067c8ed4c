import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ImageSize, imageVariantKey, removeImage, storeImage } from './images.ts';
import { diskStorage, type MediaStorage } from './storage.ts';

export const MEDIA_PREFIX = '/media/';

/** Uploads as the areas use them: store an image, drop one, link to one. */
export interface Media {
  storage: MediaStorage;
  /** See `storeImage`: 415/413 on a bad upload, else the new image's key. */
  storeImage(input: Uint8Array, folder: string): Promise<string>;
  /** Best effort: a failure is logged, never raised (the database no longer points at it). */
  discardImage(key: string | null | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

/** Absolute URL of one size of an image, on the host the client called (proxies included). */
export const imageUrl = (
  request: FastifyRequest,
  key: string | null,
  size: ImageSize = 400,
): string | null =>
  key ? `${request.protocol}://${request.host}${MEDIA_PREFIX}${imageVariantKey(key, size)}` : null;

/**
 * The media area on local disk (`<DATA_DIR>/media`), served under `/media/` with a year of
 * caching: every stored file has a fresh random name, so its content never changes.
 */
export const registerMedia = async (app: FastifyInstance, dataDir: string): Promise<void> => {
  const root = join(dataDir, 'media');
  mkdirSync(root, { recursive: true });
  const storage = diskStorage(root);
  app.decorate('media', {
    storage,
    storeImage: (input, folder) => storeImage(storage, input, folder),
    discardImage: async (key) => {
      if (!key) return;
      await removeImage(storage, key).catch((err) =>
        app.log.warn({ err, key }, 'media not removed'),
      );
    },
  } satisfies Media);
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
};
