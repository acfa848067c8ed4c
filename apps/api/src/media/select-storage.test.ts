import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { selectMediaStorage } from './select-storage.ts';

const s3Env = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'souq-media',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('choosing where media are stored', () => {
  test('without S3 settings, media stay on disk under DATA_DIR/media', () => {
    const config = loadConfig({ DATA_DIR: '/srv/souq' });
    const storage = selectMediaStorage(config);
    expect(storage).toMatchObject({ kind: 'disk', root: join('/srv/souq', 'media') });
  });

  test('with a bucket and its keys, media go to S3', () => {
    const storage = selectMediaStorage(loadConfig(s3Env));
    expect(storage.kind).toBe('s3');
    storage.close();
  });

  test.each([
    ['S3_BUCKET', { S3_ENDPOINT: s3Env.S3_ENDPOINT, S3_PUBLIC_URL: 'https://cdn.example.com' }],
    ['S3_ACCESS_KEY_ID', { ...s3Env, S3_ACCESS_KEY_ID: '' }],
    ['S3_SECRET_ACCESS_KEY', { ...s3Env, S3_SECRET_ACCESS_KEY: undefined }],
  ])('an S3 set without %s stops the server, naming it', (missing, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^\\s+${missing}: required`, 'm'));
  });
});
