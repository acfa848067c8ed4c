import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * Until when a file of a restricted folder may be shown (its cache lasts no longer), or null when
 * it must answer 404 now: a story's files from the moment it expires, before they are removed.
 */
export type MediaRestriction = (key: string) => Promise<Date | null>;

const restrictedUntil = new WeakMap<FastifyRequest, Date>();

/**
 * Checks each `/media/<folder>/…` request of a folder named in `restrictions` before it is served
 * (404 when its check answers null) and caps its cache at the answer. Files under an S3 public URL
 * bypass the API and are not checked: they last until the folder's owner removes them.
 */
const checkRestrictions = (app: FastifyInstance, restrictions: Map<string, MediaRestriction>) => {
  app.addHook('onRequest', async (request) => {
    if (restrictions.size === 0 || !request.url.startsWith(MEDIA_PREFIX)) return;
    let key: string;
    try {
      key = decodeURIComponent(request.url.slice(MEDIA_PREFIX.length).split('?')[0]!);
    } catch {
      throw notFound();
    }
    const check = restrictions.get(key.split('/')[0]!);
    if (!check) return;
    const until = await check(key);
    if (!until || until.getTime() <= Date.now()) throw notFound();
    restrictedUntil.set(request, until);
  });
  app.addHook('onSend', async (request, reply) => {
    const until = restrictedUntil.get(request);
    if (!until || reply.statusCode >= 400) return;
    const seconds = Math.max(0, Math.floor((until.getTime() - Date.now()) / 1000));
    reply.header('cache-control', `public, max-age=${seconds}`);
  });
};

/**
 * Public media under `/media/`, from wherever the storage keeps them; private keys are 404, and so
 * are the files of a restricted folder whose check refuses them (see `checkRestrictions`).
 */
export const serveMedia = async (
  app: FastifyInstance,
  storage: DiskStorage | S3Storage,
  restrictions: Map<string, MediaRestriction>,
): Promise<void> => {
  checkRestrictions(app, restrictions);
  if (storage.kind === 'disk') await serveFromDisk(app, storage);
  else streamFromS3(app, storage);
};
