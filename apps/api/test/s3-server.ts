import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'souq-media';
// s3rver's built-in key pair; it checks every signature against it.
const KEY = 'S3RVER';

/**
 * A real S3-protocol server (s3rver) on a free local port, with one empty bucket, storing its
 * objects in a temporary folder. Stop it in `afterAll`.
 */
export const startS3Server = async () => {
  const directory = await mkdtemp(join(tmpdir(), 'souq-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: BUCKET,
    /** The bucket's own address: objects are readable there without a signature. */
    bucketUrl: `${endpoint}/${BUCKET}`,
    /** The `S3_*` settings that put the app's media in this bucket. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    settings: {
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: KEY,
      secretAccessKey: KEY,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
