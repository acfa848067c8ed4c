import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { type ImageSize, removeImage, storeImage, THUMB_SIZE } from './images.ts';
import { selectMediaStorage } from './select-storage.ts';
import { MEDIA_PREFIX, type MediaRestriction, serveMedia } from './serve-media.ts';
import type { MediaStorage } from './storage.ts';
import { mediaUrls } from './urls.ts';

export { MEDIA_PREFIX };

/** Uploads as the areas use them: store an image, drop one, link to one. */
export interface Media {
  storage: MediaStorage;
  /** See `storeImage`: 415/413 on a bad upload, else the new image's key. */
  storeImage(input: Uint8Array, folder: string): Promise<string>;
  /** Best effort: a failure is logged, never raised (the database no longer points at it). */
  discardImage(key: string | null | undefined): Promise<void>;
  /**
   * Serves the files of the top folders named only while `check` answers a date still ahead (404
   * otherwise), cached no longer than it: stories' files from the moment they expire.
   */
  restrict(folders: readonly string[], check: MediaRestriction): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

/** @deprecated Use `viewOf(request).media.full/thumb` (http/request-view.ts); kept while areas move. */
export const imageUrl = (
  request: FastifyRequest,
  key: string | null,
  size: ImageSize = THUMB_SIZE,
): string | null => {
  const urls = mediaUrls(request.server.media.storage, publicOrigin(request));
  return size === THUMB_SIZE ? urls.thumb(key) : urls.full(key);
};

/** @deprecated Use `viewOf(request).media.file` (http/request-view.ts). */
export const mediaUrl = (request: FastifyRequest, key: string): string =>
  mediaUrls(request.server.media.storage, publicOrigin(request)).file(key);

/**
 * The media area, on local disk (`<DATA_DIR>/media`) or in the S3 bucket of `S3_*`, served under
 * `/media/` with a year of caching: every stored file has a fresh random name, so its content
 * never changes.
 */
export const registerMedia = async (app: FastifyInstance, config: Config): Promise<void> => {
  const storage = selectMediaStorage(config);
  const restrictions = new Map<string, MediaRestriction>();
  app.decorate('media', {
    storage,
    storeImage: (input, folder) => storeImage(storage, input, folder),
    discardImage: async (key) => {
      if (!key) return;
      await removeImage(storage, key).catch((err) =>
        app.log.warn({ err, key }, 'media not removed'),
      );
    },
    restrict: (folders, check) => {
      for (const folder of folders) restrictions.set(folder, check);
    },
  } satisfies Media);
  app.addHook('onClose', async () => storage.close());
  await serveMedia(app, storage, restrictions);
};
