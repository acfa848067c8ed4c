import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@souq/contract/limits';
import { fileTypeFromBuffer } from 'file-type';
import { imageVariantKey } from '../../../media/images.ts';
import type { Media } from '../../../media/media.ts';
import type { S3Storage } from '../../../media/s3-storage.ts';
import { assertSafeKey, type DiskStorage, PRIVATE_PREFIX } from '../../../media/storage.ts';
import { attachmentTooLarge, attachmentUnsupported } from '../chat.errors.ts';

/** Every chat file lives under a private key: never served by `/media`. */
const FOLDER = `${PRIVATE_PREFIX}chat`;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic']);

/** Documents judged by their content; `cfb` is the container of old Word and Excel files. */
const FILE_TYPES: Record<string, { mime: string; ext: string }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  zip: { mime: 'application/zip', ext: 'zip' },
  cfb: { mime: 'application/msword', ext: 'doc' },
};
const XLS = { mime: 'application/vnd.ms-excel', ext: 'xls' };

export interface StoredAttachment {
  key: string;
  type: 'image' | 'file';
  name: string;
  mime: string;
  size: number;
}

const NAME_MAX = 120;

/** The name to show: no folders, no control or bidi characters, the detected extension. */
const cleanName = (given: string | undefined, ext: string): string => {
  const base = (given ?? '')
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u001f\u007f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069"]/g, '')
    .trim()
    .replace(/\.[^.]*$/, '')
    .slice(0, NAME_MAX);
  return `${base || 'file'}.${ext}`;
};

/**
 * Stores the file of a message: an image through the media module (re-encoded to WebP without
 * metadata, under `private/chat/`), or a PDF, Word, Excel or ZIP file as sent. The type is judged
 * by the content, never by the name: 415 otherwise, 413 past 10 MB.
 */
export const storeAttachment = async (
  media: Media,
  data: Uint8Array,
  givenName: string | undefined,
): Promise<StoredAttachment> => {
  if (data.byteLength > CHAT_ATTACHMENT_MAX_BYTES) throw attachmentTooLarge();
  const detected = await fileTypeFromBuffer(data);
  if (detected && IMAGE_TYPES.has(detected.mime)) {
    const key = await media.storeImage(data, FOLDER);
    return {
      key,
      type: 'image',
      name: cleanName(givenName, 'webp'),
      mime: 'image/webp',
      size: data.byteLength,
    };
  }
  let kind = detected ? FILE_TYPES[detected.ext] : undefined;
  if (detected?.ext === 'cfb' && /\.xls$/i.test(givenName ?? '')) kind = XLS;
  if (!kind) throw attachmentUnsupported();
  const key = `${FOLDER}/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.${kind.ext}`;
  await media.storage.put(key, data, { contentType: kind.mime });
  return {
    key,
    type: 'file',
    name: cleanName(givenName, kind.ext),
    mime: kind.mime,
    size: data.byteLength,
  };
};

/** Drops a stored attachment (a send that failed after the upload). */
export const discardAttachment = async (media: Media, stored: StoredAttachment) => {
  if (stored.type === 'image') await media.discardImage(stored.key);
  else await media.storage.remove([stored.key]).catch(() => {});
};

/** The storage key to serve: an image's 400 or 1600 px WebP, or the file itself. */
export const servedKey = (
  attachment: { key: string; type: 'image' | 'file' },
  size: 'full' | 'thumb',
): string =>
  attachment.type === 'image'
    ? imageVariantKey(attachment.key, size === 'thumb' ? 400 : 1600)
    : attachment.key;

/** Reads a private object from wherever the storage keeps it; null when it is gone. */
export const readPrivate = async (
  media: Media,
  key: string,
): Promise<{ body: Readable; size?: number } | null> => {
  const storage = media.storage as DiskStorage | S3Storage;
  if (storage.kind === 's3') {
    const object = await storage.get(key);
    return object ? { body: object.body, size: object.size } : null;
  }
  const path = join(storage.root, assertSafeKey(key));
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  return { body: createReadStream(path), size: info.size };
};
