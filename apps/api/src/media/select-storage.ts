import { join } from 'node:path';
import type { Config } from '../config.ts';
import { type S3Storage, s3Storage } from './s3-storage.ts';
import { type DiskStorage, diskStorage } from './storage.ts';

// Any region is accepted by S3-compatible servers; AWS needs the bucket's own.
const DEFAULT_REGION = 'us-east-1';

/**
 * The bucket when `S3_BUCKET` is set (the configuration has already checked that the credentials
 * come with it), else `<DATA_DIR>/media` on the local disk.
 */
/**
 * Origins other than the app's own that pages load media from (the bucket's `S3_PUBLIC_URL`), for
 * the Content-Security-Policy: any https origin is allowed already, a plain-http one (a local MinIO)
 * is not.
 */
export const externalMediaOrigins = (config: Config): string[] =>
  config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];

export const selectMediaStorage = (config: Config): DiskStorage | S3Storage => {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    return diskStorage(join(config.dataDir, 'media'));
  }
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION || DEFAULT_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
};
