import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { type ImageSize, imageVariantKey, removeImage, storeImage } from './images.ts';
import { selectMediaStorage } from './select-storage.ts';
import { MEDIA_PREFIX, serveMedia } from './serve-media.ts';
import type { MediaStorage } from './storage.ts';

export { MEDIA_PREFIX };

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

/**
 * Absolute URL of one size of an image: the storage's public URL (S3_PUBLIC_URL), else the app's
 * `/media/` under `publicOrigin` (PUBLIC_URL or this host).
 */
export const imageUrl = (
  request: FastifyRequest,
  key: string | null,
  size: ImageSize = 400,
): string | null => {
  if (!key) return null;
  const variant = imageVariantKey(key, size);
  return (
    request.server.media.storage.publicUrlOf(variant) ??
    `${publicOrigin(request)}${MEDIA_PREFIX}${variant}`
  );
};

/** Absolute URL of a stored file as it is (a video), like `imageUrl`. */
export const mediaUrl = (request: FastifyRequest, key: string): string =>
  request.server.media.storage.publicUrlOf(key) ?? `${publicOrigin(request)}${MEDIA_PREFIX}${key}`;

/**
 * The media area, on local disk (`<DATA_DIR>/media`) or in the S3 bucket of `S3_*`, served under
 * `/media/` with a year of caching: every stored file has a fresh random name, so its content
 * never changes.
 */
export const registerMedia = async (app: FastifyInstance, config: Config): Promise<void> => {
  const storage = selectMediaStorage(config);
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
  app.addHook('onClose', async () => storage.close());
  await serveMedia(app, storage);
};
