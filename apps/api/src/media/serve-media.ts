import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../http/app-error.ts';
import { RangeNotSatisfiable, type S3Storage } from './s3-storage.ts';
import { type DiskStorage, isPrivateKey, isSafeKey, PUBLIC_CACHE_CONTROL } from './storage.ts';

export const MEDIA_PREFIX = '/media/';

const isServable = (key: string) => isSafeKey(key) && !isPrivateKey(key);

/** The disk's public files under `/media/`, by @fastify/static (ranges, ETag, 304). */
const serveFromDisk = async (app: FastifyInstance, storage: DiskStorage) => {
  mkdirSync(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (path) => isServable(path.replace(/^\//, '')),
    setHeaders: (reply) => reply.header('cache-control', PUBLIC_CACHE_CONTROL),
  });
};

// One range of bytes (what video players ask for); several ranges get the whole object.
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/**
 * The bucket's public objects under `/media/`, streamed through the API, with HTTP ranges (206)
 * so that videos stream and seek.
 */
const streamFromS3 = (app: FastifyInstance, storage: S3Storage) => {
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const asked = request.headers.range;
    const range = asked && SINGLE_RANGE.test(asked) ? asked : undefined;
    let object: Awaited<ReturnType<S3Storage['get']>>;
    try {
      object = isServable(key) ? await storage.get(key, range) : null;
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiable)) throw error;
      throw new AppError(416, 'http.range-not-satisfiable');
    }
    if (!object) throw notFound();
    reply
      .header('content-type', object.contentType)
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('accept-ranges', 'bytes');
    if (object.size !== undefined) reply.header('content-length', object.size);
    if (object.etag) reply.header('etag', object.etag);
    if (range && object.contentRange)
      reply.status(206).header('content-range', object.contentRange);
    return reply.send(object.body);
  });
};

/** Public media under `/media/`, from wherever the storage keeps them; private keys are 404. */
export const serveMedia = async (
  app: FastifyInstance,
  storage: DiskStorage | S3Storage,
): Promise<void> => {
  if (storage.kind === 'disk') await serveFromDisk(app, storage);
  else streamFromS3(app, storage);
};
