import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@souq/contract/limits';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from './storage.ts';

/** Uploads larger than this are refused (multipart stops reading at the same limit). */
export const MAX_IMAGE_BYTES = IMAGE_MAX_BYTES;
/** The large size of a stored image (longest side, px): photos opened full screen. */
export const FULL_SIZE = 1600;
/** The small size: cards, avatars, thumbnails. */
export const THUMB_SIZE = 400;
/** Each image is stored at these widths (longest side), as WebP. */
export const IMAGE_SIZES = [FULL_SIZE, THUMB_SIZE] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
// A decompression bomb (a tiny PNG of 50k × 50k) must not be decoded.
const MAX_INPUT_PIXELS = 100_000_000;
/** Judged by magic bytes (file-type); HEIC passes only if this build of sharp can decode it. */
export const IMAGE_MIME_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
]);

export const unsupportedMedia = () => new AppError(415, 'media.unsupported-type');
export const mediaTooLarge = () => new AppError(413, 'media.too-large');

/** The storage key of one size of a stored image. */
export const imageVariantKey = (key: string, size: ImageSize): string => `${key}-${size}.webp`;

const encode = (input: Uint8Array, size: ImageSize) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    // Turn the picture as its EXIF orientation says: the metadata is dropped below.
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    // No withMetadata(): EXIF (GPS, camera serials), XMP and IPTC are all left out.
    .webp({ quality: 80 })
    .toBuffer();

/**
 * Checks an uploaded image by its content, re-encodes it to WebP at every size without metadata,
 * stores the files and returns the image's key (`<folder>/<yyyy>/<random>`). 415 for anything that
 * is not a decodable JPEG, PNG, WebP, AVIF (or HEIC), 413 past 10 MB.
 */
export const storeImage = async (
  storage: MediaStorage,
  input: Uint8Array,
  folder: string,
): Promise<string> => {
  if (input.byteLength > MAX_IMAGE_BYTES) throw mediaTooLarge();
  const type = await fileTypeFromBuffer(input);
  if (!type || !IMAGE_MIME_TYPES.has(type.mime)) throw unsupportedMedia();
  let encoded: Buffer[];
  try {
    // sharp decodes on libuv's thread pool: the event loop stays free.
    encoded = await Promise.all(IMAGE_SIZES.map((size) => encode(input, size)));
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw mediaTooLarge();
    throw unsupportedMedia();
  }
  const key = `${folder}/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}`;
  const keys = IMAGE_SIZES.map((size) => imageVariantKey(key, size));
  try {
    await Promise.all(
      keys.map((variant, i) => storage.put(variant, encoded[i]!, { contentType: 'image/webp' })),
    );
  } catch (error) {
    await storage.remove(keys).catch(() => {});
    throw error;
  }
  return key;
};

/** Deletes every size of a stored image; missing files are fine. */
export const removeImage = (storage: MediaStorage, key: string): Promise<void> =>
  storage.remove(IMAGE_SIZES.map((size) => imageVariantKey(key, size)));
