import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import { type S3Storage, s3Storage } from './s3-storage.ts';

let s3: S3Server;
let storage: S3Storage;
let cdnStorage: S3Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3Storage(s3.settings);
  cdnStorage = s3Storage({ ...s3.settings, publicUrl: `${s3.bucketUrl}/` });
});
afterAll(async () => {
  storage.close();
  cdnStorage.close();
  await s3.stop();
});

let counter = 0;
const newKey = (folder = 'test') => `${folder}/2026/object${++counter}-400.webp`;
const bytes = (label: string) => new TextEncoder().encode(label);
const readBack = async (key: string) => {
  const object = await storage.get(key);
  return object && { ...object, body: await text(object.body) };
};

describe('the S3 media driver', () => {
  test('a put object is in the bucket with its type and a year of public caching', async () => {
    const key = newKey();
    await storage.put(key, bytes('webp bytes'), { contentType: 'image/webp' });

    const res = await fetch(`${s3.bucketUrl}/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('webp bytes');
    expect(await readBack(key)).toMatchObject({
      body: 'webp bytes',
      contentType: 'image/webp',
      size: 10,
    });
  });

  test('a private object is stored without public caching', async () => {
    const key = newKey('private/cvs');
    await storage.put(key, bytes('a cv'), { contentType: 'application/pdf' });
    const res = await fetch(`${s3.bucketUrl}/${key}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('with a public URL, a public object is linked there and loads from it', async () => {
    const key = newKey();
    await cdnStorage.put(key, bytes('from the cdn'), { contentType: 'image/webp' });
    const url = cdnStorage.publicUrlOf(key);
    expect(url).toBe(`${s3.bucketUrl}/${key}`);
    expect(await (await fetch(url!)).text()).toBe('from the cdn');
  });

  test('without a public URL, objects are left to the app to serve', () => {
    expect(storage.publicUrlOf(newKey())).toBeNull();
  });

  test('a private key never gets a URL', () => {
    expect(() => cdnStorage.publicUrlOf(newKey('private/chat'))).toThrow(/private/);
    expect(() => storage.publicUrlOf(newKey('private/chat'))).toThrow(/private/);
  });

  test('removed objects are gone; missing ones are no error', async () => {
    const [a, b] = [newKey(), newKey()];
    await storage.put(a, bytes('a'), { contentType: 'image/webp' });
    await storage.put(b, bytes('b'), { contentType: 'image/webp' });

    await storage.remove([a, b, newKey()]);

    expect(await storage.get(a)).toBeNull();
    expect(await storage.get(b)).toBeNull();
    expect((await fetch(`${s3.bucketUrl}/${a}`)).status).toBe(404);
  });

  test('a key the API could not have built is refused before any request', async () => {
    await expect(
      storage.put('../escape.webp', bytes('x'), { contentType: 'image/webp' }),
    ).rejects.toThrow(/unsafe media key/);
    await expect(storage.remove(['Ads/Upper.webp'])).rejects.toThrow(/unsafe media key/);
  });
});
