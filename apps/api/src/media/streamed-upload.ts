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
import {
  posterFrame,
  probeVideo,
  SNIFF_BYTES,
  type Sniffed,
  type SniffedKind,
  sniff,
} from './videos.ts';

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
  /** A video lasting longer than this many seconds is refused with 422 `tooLong`. */
  maxSeconds: number;
  /** What may be sent: videos (`VIDEO_TYPES`), and images when the area takes them too. */
  kinds: readonly SniffedKind[];
  /** The 415 code for anything else, a container that holds no decodable video included. */
  unsupported: MessageKey;
  /** The 413 code past `maxBytes` (its message names `{{max}}` MB). */
  tooLarge: MessageKey;
  /** The 422 code past `maxSeconds` (its message names `{{max}}` seconds). */
  tooLong: MessageKey;
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
 * Reads one uploaded file to a temporary file while counting and judging it: its first bytes
 * decide its type (415 at once for anything else), and the count stops it with 413 past the
 * limit. Only the bytes in flight are ever in memory.
 */
const receive = async (part: MultipartFile, rule: StreamedUploadRule, path: string) => {
  let head = Buffer.alloc(0);
  let bytes = 0;
  let judged: Sniffed | null = null;
  const judge = async () => {
    judged = await sniff(head);
    if (!judged || !rule.kinds.includes(judged.kind)) {
      throw new AppError(415, rule.unsupported, { headers: { connection: 'close' } });
    }
  };
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
      if (judged || head.length >= SNIFF_BYTES) return done(null, chunk);
      head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (head.length < SNIFF_BYTES) return done(null, chunk);
      judge().then(() => done(null, chunk), done);
    },
    // A file shorter than the sample is judged on all of it.
    flush(done) {
      if (judged) return done();
      judge().then(() => done(), done);
    },
  });
  await pipeline(part.file, watch, createWriteStream(path));
  if (!judged) throw new AppError(415, rule.unsupported);
  return { sniffed: judged as Sniffed, bytes };
};

/**
 * A video is parsed before it is kept: 415 when its container holds no decodable video (the
 * first bytes of an MP4 followed by a web page, say), 422 on the field past `maxSeconds`.
 */
const checkVideo = async (rule: StreamedUploadRule, path: string, field: string) => {
  const facts = await probeVideo(path);
  if (!facts) throw new AppError(415, rule.unsupported);
  if (facts.seconds > rule.maxSeconds) {
    const vars = { max: String(rule.maxSeconds) };
    throw new AppError(422, rule.tooLong, {
      vars,
      fields: { [field]: [{ key: rule.tooLong, vars }] },
    });
  }
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
          if (received.sniffed.kind === 'video') await checkVideo(rule, path, part.fieldname);
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
