import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { hasGpsDirectory, jpegWithGps } from '../../test/images.ts';
import type { App } from '../app.ts';
import { imageVariantKey, MAX_IMAGE_BYTES } from './images.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const storedFile = (key: string) => readFile(join(app.config.dataDir, 'media', key));

describe('storing images', () => {
  test('a photo becomes WebP at 1600 and 400 px, without EXIF, GPS or camera data', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(hasGpsDirectory(before.exif!)).toBe(true);

    const key = await app.media.storeImage(input, 'test');
    for (const [size, height] of [
      [1600, 1200],
      [400, 300],
    ] as const) {
      const file = await storedFile(imageVariantKey(key, size));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.includes('SouqTestCam')).toBe(false);
      expect(file.includes('EXIF')).toBe(false);
    }
  });

  test('the EXIF orientation is applied before it is dropped', async () => {
    const portraitByExif = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#123' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const key = await app.media.storeImage(portraitByExif, 'test');
    const meta = await sharp(await storedFile(imageVariantKey(key, 400))).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
  });

  test('a small image is not enlarged', async () => {
    const png = await sharp({
      create: { width: 120, height: 80, channels: 4, background: '#fff0' },
    })
      .png()
      .toBuffer();
    const key = await app.media.storeImage(png, 'test');
    const meta = await sharp(await storedFile(imageVariantKey(key, 1600))).metadata();
    expect([meta.width, meta.height]).toEqual([120, 80]);
  });

  test.each([
    [
      'WebP',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
    ],
    [
      'AVIF',
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .avif()
          .toBuffer(),
    ],
  ])('%s is accepted', async (_label, make) => {
    await expect(app.media.storeImage(await make(), 'test')).resolves.toMatch(
      /^test\/\d{4}\/[0-9a-f]{32}$/,
    );
  });

  test.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a text file', Buffer.from('just some text, named photo.png')],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])],
    ['an empty file', Buffer.alloc(0)],
  ])('%s is refused with 415', async (_label, data) => {
    await expect(app.media.storeImage(data, 'test')).rejects.toMatchObject({
      statusCode: 415,
      code: 'media.unsupported-type',
    });
  });

  test('more than 10 MB is refused with 413', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff);
    await expect(app.media.storeImage(big, 'test')).rejects.toMatchObject({
      statusCode: 413,
      code: 'media.too-large',
    });
  });
});

describe('serving media', () => {
  test('a stored image is served as WebP, cached for a year', async () => {
    const key = await app.media.storeImage(await jpegWithGps(), 'test');
    const res = await app.inject({ method: 'GET', url: `/media/${imageVariantKey(key, 400)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
  });

  test.each([
    '/media/test/2026/missing-400.webp',
    '/media/../package.json',
    '/media/%2e%2e/etc/passwd',
  ])('%s is a JSON 404', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'http.not-found' });
  });

  test('a private file on disk is never served, however its path is spelled', async () => {
    const key = 'private/cvs/2026/secret-1.pdf';
    await app.media.storage.put(key, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    expect(() => app.media.storage.publicUrlOf(key)).toThrow(/private/);
    for (const url of [
      `/media/${key}`,
      '/media/%70rivate/cvs/2026/secret-1.pdf',
      '/media/ads/../private/cvs/2026/secret-1.pdf',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
