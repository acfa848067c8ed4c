import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
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

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (compound file)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const WORD_PART = Buffer.from('word/document.xml');

/**
 * What a CV is, judged by its bytes only (never its name or declared type): a PDF, a Word 97-2003
 * compound file, or a ZIP holding `word/document.xml` (a DOCX; a ZIP's entry names are stored in
 * the clear, in its local headers and its central directory). Null for anything else.
 */
export const detectCvType = (bytes: Uint8Array): CvType | null => {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (
    startsWith(bytes, ZIP) &&
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_PART)
  ) {
    return 'docx';
  }
  return null;
};

type Storage = DiskStorage | S3Storage;
const storageOf = (storage: MediaStorage) => storage as Storage;

/** Stores a CV under the private prefix (never served by `/media`): 415 unless PDF, DOC or DOCX. */
export const storeCv = async (storage: MediaStorage, bytes: Uint8Array) => {
  const type = detectCvType(bytes);
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
