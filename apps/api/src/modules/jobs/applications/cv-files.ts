import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { S3Storage } from '../../../media/s3-storage.ts';
import {
  assertSafeKey,
  type DiskStorage,
  isPrivateKey,
  type MediaStorage,
  PRIVATE_PREFIX,
} from '../../../media/storage.ts';
import { cvUnsupported } from '../jobs.errors.ts';

export type CvType = 'pdf' | 'doc' | 'docx';

export const CV_CONTENT_TYPES: Record<CvType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// A ZIP's entry names are stored in the clear (local headers, central directory).
const WORD_PART = Buffer.from('word/document.xml');
const holdsWordDocument = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_PART);

/**
 * What a CV is, judged by its bytes only (never its name or declared type) through `file-type`: a
 * PDF, a Word 97-2003 compound file, or a DOCX (a ZIP holding `word/document.xml`, whether or not
 * the rest of the archive lets `file-type` name it). Null for anything else.
 */
export const detectCvType = async (bytes: Uint8Array): Promise<CvType | null> => {
  const type = await fileTypeFromBuffer(bytes);
  switch (type?.ext) {
    case 'pdf':
      return 'pdf';
    case 'cfb':
      return 'doc';
    case 'docx':
      return 'docx';
    case 'zip':
      return holdsWordDocument(bytes) ? 'docx' : null;
    default:
      return null;
  }
};

type Storage = DiskStorage | S3Storage;
const storageOf = (storage: MediaStorage) => storage as Storage;

/** Stores a CV under the private prefix (never served by `/media`): 415 unless PDF, DOC or DOCX. */
export const storeCv = async (storage: MediaStorage, bytes: Uint8Array) => {
  const type = await detectCvType(bytes);
  if (!type) throw cvUnsupported();
  const key = `${PRIVATE_PREFIX}cvs/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.${type}`;
  await storage.put(key, bytes, { contentType: CV_CONTENT_TYPES[type] });
  return { key, type };
};

/** A stored CV's bytes as a stream, or null when the file is gone. */
export const openCv = async (
  media: MediaStorage,
  key: string,
): Promise<{ body: Readable; size?: number } | null> => {
  if (!isPrivateKey(assertSafeKey(key))) return null;
  const storage = storageOf(media);
  if (storage.kind === 's3') {
    const object = await storage.get(key);
    return object ? { body: object.body, size: object.size } : null;
  }
  const path = join(storage.root, key);
  const info = await stat(path).catch(() => null);
  return info ? { body: createReadStream(path), size: info.size } : null;
};

/** Best effort: a CV the database no longer points at. */
export const discardCv = (storage: MediaStorage, key: string) =>
  storage.remove([key]).catch(() => {});
