import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { IMAGE_MAX_BYTES, STREAMED_UPLOAD, type StreamedUpload } from '@souq/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { MessageKey } from '../i18n/index.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { mediaTooLarge, removeImage } from './images.ts';
import { posterFrame, SNIFF_BYTES, type SniffedKind, sniff } from './videos.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a route takes the files of its multipart form: when set, each file is handed to it as
     * it arrives instead of being read into memory (see `app.ts`).
     */
    onUpload?: (request: FastifyRequest, part: MultipartFile) => Promise<void>;
  }
}

export interface StreamedUploadRule {
  /** Folder of the stored files (`<folder>/<yyyy>/<random>.<ext>`). */
  folder: string;
  /** Past this many bytes the upload stops with 413, however far it got. */
  maxBytes: number;
  /** What may be sent: videos (MP4, MOV, AVI), and images when the area takes them too. */
  kinds: readonly SniffedKind[];
  /** The 415 code for anything else. */
  unsupported: MessageKey;
  /** The 413 code past `maxBytes` (its message names `{{max}}` MB). */
  tooLarge: MessageKey;
}

const uploadsOf = new WeakMap<FastifyRequest, StreamedUpload[]>();

/** Drops the files a request stored when it did not succeed (a 422 after the upload, say). */
const discardOnFailure = async (request: FastifyRequest, statusCode: number) => {
  const uploads = uploadsOf.get(request);
  if (!uploads || statusCode < 400) return;
  const isImage = (upload: StreamedUpload) => upload.mime.startsWith('image/');
  const images = uploads
    .flatMap((upload) => [isImage(upload) ? upload.key : null, upload.posterKey])
    .filter((key): key is string => key !== null);
  const files = uploads.filter((upload) => !isImage(upload)).map((upload) => upload.key);
  const { storage } = request.server.media;
  try {
    await Promise.all(images.map((key) => removeImage(storage, key)));
    if (files.length > 0) await storage.remove(files);
  } catch (error) {
    // The storage failed now: the `media.remove` job tries again until it answers.
    request.log.warn({ err: error }, 'media: failed upload not removed, left to a job');
    await enqueue(request.server.db, 'media.remove', { images, files }, { requestId: request.id });
  }
};

/**
 * Reads one uploaded file to a temporary file while counting and judging it: the first 12 bytes
 * decide its type (415 at once for anything else), and the count stops it with 413 past the
 * limit. Only the bytes in flight are ever in memory.
 */
const receive = async (part: MultipartFile, rule: StreamedUploadRule, path: string) => {
  let head = Buffer.alloc(0);
  let bytes = 0;
  let judged: ReturnType<typeof sniff> = null;
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > rule.maxBytes) {
        done(
          new AppError(413, rule.tooLarge, {
            vars: { max: String(Math.round(rule.maxBytes / 1024 / 1024)) },
            headers: { connection: 'close' },
          }),
        );
        return;
      }
      if (!judged) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]);
        if (head.length >= SNIFF_BYTES) {
          judged = sniff(head);
          if (!judged || !rule.kinds.includes(judged.kind)) {
            done(new AppError(415, rule.unsupported, { headers: { connection: 'close' } }));
            return;
          }
        }
      }
      done(null, chunk);
    },
  });
  await pipeline(part.file, watch, createWriteStream(path));
  if (!judged || !rule.kinds.includes((judged as { kind: SniffedKind }).kind)) {
    throw new AppError(415, rule.unsupported);
  }
  return { sniffed: judged as NonNullable<ReturnType<typeof sniff>>, bytes };
};

/** Stores a received file: an image through the image pipeline, a video streamed as it is. */
const store = async (
  app: FastifyInstance,
  rule: StreamedUploadRule,
  path: string,
  { sniffed, bytes }: Awaited<ReturnType<typeof receive>>,
): Promise<StreamedUpload> => {
  if (sniffed.kind === 'image') {
    if (bytes > IMAGE_MAX_BYTES) throw mediaTooLarge();
    const key = await app.media.storeImage(await readFile(path), rule.folder);
    return { [STREAMED_UPLOAD]: true, key, mime: sniffed.mime, bytes, posterKey: null };
  }
  const poster = await posterFrame(path);
  const posterKey = poster
    ? await app.media.storeImage(poster, `${rule.folder}-posters`).catch(() => null)
    : null;
  const key = `${rule.folder}/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.${sniffed.extension}`;
  try {
    await app.media.storage.putStream(key, createReadStream(path), { contentType: sniffed.mime });
  } catch (error) {
    await app.media.discardImage(posterKey);
    throw error;
  }
  return { [STREAMED_UPLOAD]: true, key, mime: sniffed.mime, bytes, posterKey };
};

/**
 * Route options of a form whose file is streamed to storage while the form is read: the file
 * field's value becomes a `StreamedUpload` (validated by `StreamedUploadSchema`), and what was
 * stored is removed again, before the answer is sent, when the request fails.
 */
export const streamedUploadRoute = (app: FastifyInstance, rule: StreamedUploadRule) =>
  ({
    config: {
      // busboy stops one byte past the limit; `receive` has refused the file by then.
      multipartOptions: { limits: { fileSize: rule.maxBytes + 1, files: 1 } },
      onUpload: async (request: FastifyRequest, part: MultipartFile) => {
        const path = join(tmpdir(), `souq-upload-${randomBytes(12).toString('hex')}`);
        try {
          const received = await receive(part, rule, path);
          const upload = await store(app, rule, path, received);
          uploadsOf.set(request, [...(uploadsOf.get(request) ?? []), upload]);
          // The form's field now holds the stored file (see @fastify/multipart's keyValues).
          (part as unknown as { value: StreamedUpload }).value = upload;
        } finally {
          await rm(path, { force: true });
        }
      },
    },
    // Before the answer goes out, not after: whoever reads a refusal finds nothing kept.
    onSend: async (request, reply, payload) => {
      await discardOnFailure(request, reply.statusCode);
      return payload;
    },
  }) satisfies Partial<RouteOptions>;
