import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photo, postAd } from '../../test/ad-factories.ts';
import { asUser } from '../../test/as-user.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import type { App } from '../app.ts';

let s3: S3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'souq-s3-data-'));
});
afterAll(async () => {
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const keyOf = (url: string) => new URL(url).pathname.replace(/^\/(media|souq-media)\//, '');
const objectStatus = async (url: string) => (await fetch(`${s3.bucketUrl}/${keyOf(url)}`)).status;

describe('media in S3 with a public URL (S3_PUBLIC_URL)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ ...s3.env, S3_PUBLIC_URL: s3.bucketUrl, DATA_DIR: dataDir });
  });
  afterAll(() => app.close());

  test('an ad photo is uploaded to the bucket and its URLs load the WebP from there', async () => {
    const { token } = await createUser(app);
    const ad = await postAd(app, token, {}, [await photo('#c33')]);
    const { url, thumb_url } = ad.photos[0]!;

    for (const [link, width] of [
      [url, 64],
      [thumb_url, 64],
    ] as const) {
      expect(link.startsWith(`${s3.bucketUrl}/ads/`)).toBe(true);
      const res = await fetch(link);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    expect(existsSync(join(dataDir, 'media'))).toBe(false);
  });

  test("pages may load images from the bucket's plain-http address (CSP)", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/shared/countries' });
    const directives = (res.headers['content-security-policy'] as string).split(';');
    const sourcesOf = (name: string) =>
      directives.find((d) => d.startsWith(`${name} `))?.split(' ');
    expect(sourcesOf('img-src')).toContain(s3.endpoint);
    expect(sourcesOf('media-src')).toContain(s3.endpoint);
  });

  test('deleting the ad deletes its objects from the bucket', async () => {
    const { token } = await createUser(app);
    const ad = await postAd(app, token);
    const { url, thumb_url } = ad.photos[0]!;
    expect(await objectStatus(url)).toBe(200);

    const res = await asUser(app, token).inject({
      method: 'DELETE',
      url: `/api/v1/advertisements/delete/${ad.id}`,
    });

    expect(res.statusCode).toBe(200);
    expect(await objectStatus(url)).toBe(404);
    expect(await objectStatus(thumb_url)).toBe(404);
  });
});

describe('media in S3 without a public URL', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ ...s3.env, DATA_DIR: dataDir });
  });
  afterAll(() => app.close());

  test("an ad photo is linked under the app's /media and streamed from the bucket", async () => {
    const { token } = await createUser(app);
    const ad = await postAd(app, token);
    const { thumb_url } = ad.photos[0]!;
    const path = new URL(thumb_url).pathname;
    expect(path).toMatch(/^\/media\/ads\/\d{4}\/[0-9a-f]{32}-400\.webp$/);
    expect(await objectStatus(thumb_url)).toBe(200);

    const res = await app.inject({ method: 'GET', url: path });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    expect(existsSync(join(dataDir, 'media'))).toBe(false);
  });

  test.each([
    '/media/ads/2026/missing-400.webp',
    '/media/../package.json',
    '/media/%2e%2e/etc/passwd',
    '/media/Ads/2026/UPPER-400.webp',
  ])('%s is a JSON 404', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'http.not-found' });
  });

  test('a private object in the bucket is never served under /media', async () => {
    const key = 'private/cvs/2026/secret-1.pdf';
    await app.media.storage.put(key, new TextEncoder().encode('%PDF'), {
      contentType: 'application/pdf',
    });
    const res = await app.inject({ method: 'GET', url: `/media/${key}` });
    expect(res.statusCode).toBe(404);
  });
});
