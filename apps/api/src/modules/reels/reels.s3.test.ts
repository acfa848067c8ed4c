import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, member } from '../../../test/community.ts';
import { paddedVideo, reelForm } from '../../../test/reels.ts';
import { type S3Server, startS3Server } from '../../../test/s3-server.ts';
import type { App } from '../../app.ts';

let s3: S3Server;
let app: App;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'souq-s3-reels-'));
  app = await buildTestApp({ ...s3.env, DATA_DIR: dataDir });
});
afterAll(async () => {
  await app.close();
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('reels in S3', () => {
  test('a video larger than one upload part is streamed to the bucket and served by ranges', async () => {
    const author = await member(app, 'S3 Author');
    // 12 MB: two parts of a multipart upload (8 MB, then the rest).
    const video = await paddedVideo(12 * 1024 * 1024);
    const res = await author.api.post(`${API}/reels/create`, reelForm(video));
    expect(res.statusCode).toBe(201);
    const url = new URL(res.json().data.video_url);
    expect(url.pathname).toMatch(/^\/media\/reels\/\d{4}\/[0-9a-f]{32}\.mp4$/);

    const stored = await fetch(`${s3.bucketUrl}/${url.pathname.replace('/media/', '')}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(video)).toBe(true);

    const whole = await app.inject({ method: 'GET', url: url.pathname });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const start = 9 * 1024 * 1024;
    const part = await app.inject({
      method: 'GET',
      url: url.pathname,
      headers: { range: `bytes=${start}-${start + 999}` },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 999}/${video.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(video.subarray(start, start + 1000))).toBe(true);
    const past = await app.inject({
      method: 'GET',
      url: url.pathname,
      headers: { range: `bytes=${video.length + 5}-` },
    });
    expect(past.statusCode).toBe(416);
  }, 60_000);
});
