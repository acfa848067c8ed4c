import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertPublicKey,
  assertSafeKey,
  isPrivateKey,
  type MediaStorage,
  PUBLIC_CACHE_CONTROL,
} from './storage.ts';

export interface S3Settings {
  /** An S3-compatible server (MinIO, R2, …); absent for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's public objects are read from (a CDN, or the bucket's public address). */
  publicUrl?: string;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size?: number;
  etag?: string;
}

export interface S3Storage extends MediaStorage {
  readonly kind: 's3';
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
}

// One DeleteObjects request takes at most this many keys.
const DELETE_BATCH = 1000;

/**
 * Media in an S3 bucket. With a public URL, clients load public objects straight from it.
 * Without one, the API's own `/media` route streams them from the bucket; presigned links were
 * the alternative, but they expire and change with each signature, so browsers and CDNs could not
 * cache them for long, cached pages would hold dead links, and signing is asynchronous while URLs
 * are built synchronously for every card of a list.
 */
export const s3Storage = (settings: S3Settings): S3Storage => {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Path-style addressing works on every S3-compatible server (a bucket name needs no DNS).
    forcePathStyle: Boolean(settings.endpoint),
    // The default checksums of newer SDKs are refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  return {
    kind: 's3',
    async put(key, data, { contentType }) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertSafeKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: isPrivateKey(key) ? 'private, no-store' : PUBLIC_CACHE_CONTROL,
        }),
      );
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH).map((key) => ({ Key: assertSafeKey(key) }));
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`media not removed from S3: ${failed.Key} ${failed.Code}`);
      }
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
          etag: object.ETag,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    publicUrlOf(key) {
      assertPublicKey(key);
      return publicBase ? `${publicBase}/${key}` : null;
    },
    close: () => client.destroy(),
  };
};
