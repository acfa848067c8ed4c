import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
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
  /** `bytes start-end/total` when a range was asked for and answered. */
  contentRange?: string;
}

export interface S3Storage extends MediaStorage {
  readonly kind: 's3';
  /**
   * The object, or null when there is none under that key; only the bytes of `range` (an HTTP
   * `Range` value such as `bytes=0-1023`) when given. Throws `RangeNotSatisfiable` past its end.
   */
  get(key: string, range?: string): Promise<StoredObject | null>;
}

/** Raised by `get` for a range outside the object (HTTP 416). */
export class RangeNotSatisfiable extends Error {}

// Parts of a streamed upload: S3 wants at least 5 MiB for every part but the last.
const PART_BYTES = 8 * 1024 * 1024;

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
    async putStream(key, stream, { contentType }) {
      const common = {
        Bucket,
        Key: assertSafeKey(key),
        ContentType: contentType,
        CacheControl: isPrivateKey(key) ? 'private, no-store' : PUBLIC_CACHE_CONTROL,
      };
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let uploadId: string | undefined;
      const parts: { ETag: string | undefined; PartNumber: number }[] = [];
      const flush = async () => {
        const body = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        uploadId ??= (await client.send(new CreateMultipartUploadCommand(common))).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber, Body: body }),
        );
        parts.push({ ETag, PartNumber });
      };
      try {
        for await (const chunk of stream) {
          pending.push(chunk as Buffer);
          pendingBytes += (chunk as Buffer).length;
          if (pendingBytes >= PART_BYTES) await flush();
        }
        // A small file is one plain upload; a big one ends with its last (short) part.
        if (!uploadId) {
          await client.send(new PutObjectCommand({ ...common, Body: Buffer.concat(pending) }));
          return;
        }
        if (pendingBytes > 0) await flush();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      } catch (error) {
        if (uploadId) {
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
            .catch(() => {});
        }
        throw error;
      }
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
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: assertSafeKey(key), Range: range }),
        );
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
          etag: object.ETag,
          contentRange: object.ContentRange,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          throw new RangeNotSatisfiable(key);
        }
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
