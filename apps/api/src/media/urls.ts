import { FULL_SIZE, type ImageSize, imageVariantKey, THUMB_SIZE } from './images.ts';
import { MEDIA_PREFIX } from './serve-media.ts';
import type { MediaStorage } from './storage.ts';

/**
 * Public URLs of stored media: the storage's own URL (S3_PUBLIC_URL), else the app's `/media/`
 * under `origin`. A missing key (null/undefined) gives null, so optional images pass straight
 * through.
 */
export interface MediaUrls {
  /** The large size of an image (1600 px). */
  full(key: string): string;
  full(key: string | null | undefined): string | null;
  /** The small size of an image (400 px): cards, avatars. */
  thumb(key: string): string;
  thumb(key: string | null | undefined): string | null;
  /** A stored file as it is (a video). */
  file(key: string): string;
  file(key: string | null | undefined): string | null;
}

export const mediaUrls = (
  storage: Pick<MediaStorage, 'publicUrlOf'>,
  origin: string,
): MediaUrls => {
  const fileUrl = (key: string) => storage.publicUrlOf(key) ?? `${origin}${MEDIA_PREFIX}${key}`;
  const imageUrl = (size: ImageSize) => (key: string | null | undefined) =>
    key ? fileUrl(imageVariantKey(key, size)) : null;
  return {
    full: imageUrl(FULL_SIZE),
    thumb: imageUrl(THUMB_SIZE),
    file: (key: string | null | undefined) => (key ? fileUrl(key) : null),
  } as MediaUrls;
};
