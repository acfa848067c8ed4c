import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Reel } from '@souq/contract';
import { VIDEO_MAX_BYTES } from '@souq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, type Member, member } from '../../../test/community.ts';
import { placeOf } from '../../../test/factories.ts';
import {
  aviBytes,
  demoVideo,
  isoBmff,
  postReel,
  reelForm,
  testVideo,
} from '../../../test/reels.ts';
import type { App } from '../../app.ts';
import { hasFfmpeg } from '../../media/videos.ts';
import { reelReactions, reels } from './reels.table.ts';

let app: App;
let author: Member;
let viewer: Member;

beforeAll(async () => {
  app = await buildTestApp();
  [author, viewer] = await Promise.all([member(app, 'Reel Author'), member(app, 'Viewer')]);
});
afterAll(() => app.close());

const storedReelFiles = async () => {
  const root = join(app.config.dataDir, 'media', 'reels');
  const years = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(
    years.map(async (year) => (await readdir(join(root, year))).map((f) => `${year}/${f}`)),
  );
  return files.flat();
};
const mediaPath = (url: string) => new URL(url).pathname;

describe('creating a reel', () => {
  test('a signed-out request is refused with 401 before its body is read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/reels/create`,
      ...reelForm(Buffer.from('not even a video')),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('http.unauthenticated');
  });

  test('an MP4 is stored with a poster frame, title "test" by default, and listed first', async () => {
    const { countryId, regionId } = await placeOf(app, 'SA');
    const res = await author.api.post(
      `${API}/reels/create`,
      reelForm(await demoVideo(), { country_id: countryId, region_id: regionId }),
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('تم نشر مقطعك.');
    const reel = res.json().data as Reel;
    expect(reel).toMatchObject({
      title: 'test',
      caption: 'Sunset over the corniche',
      status: 'active',
      country_id: countryId,
      region_id: regionId,
      commentsCount: 0,
      reactionsCount: 0,
      userReaction: null,
      user: { id: author.id, name: 'Reel Author' },
    });
    expect(reel.video_url).toMatch(/\/media\/reels\/\d{4}\/[0-9a-f]{32}\.mp4$/);
    if (await hasFfmpeg()) expect(reel.poster_url).toMatch(/reels-posters\/.+-1600\.webp$/);
    const video = await app.inject({ method: 'GET', url: mediaPath(reel.video_url) });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload.equals(await demoVideo())).toBe(true);

    const list = (await viewer.api.get(`${API}/reels/index`)).json();
    expect(list.data[0].id).toBe(reel.id);
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 10 });
  });

  test('a MOV, a WebM, a 3GP and an AVI are recognised by their content, whatever their names say', async () => {
    const mov = await postReel(author, await testVideo('clip.mov'));
    expect(mov.video_url).toMatch(/\.mov$/);
    const webm = await postReel(author, await testVideo('clip.webm'));
    expect(webm.video_url).toMatch(/\.webm$/);
    const threeGp = await postReel(author, await testVideo('clip.3gp'));
    expect(threeGp.video_url).toMatch(/\.3gp$/);
    const avi = await postReel(author, await testVideo('clip.avi'));
    expect(avi.video_url).toMatch(/\.avi$/);
    const served = await app.inject({ method: 'GET', url: mediaPath(avi.video_url) });
    expect(served.headers['content-type']).toBe('video/x-msvideo');
    const webmServed = await app.inject({ method: 'GET', url: mediaPath(webm.video_url) });
    expect(webmServed.headers['content-type']).toBe('video/webm');
  });

  test('a video longer than 3 minutes is refused on its field, in the caller’s language', async () => {
    const before = await storedReelFiles();
    const res = await author.api.post(
      `${API}/reels/create`,
      reelForm(await testVideo('long.mp4')),
      {
        'accept-language': 'ar',
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('reels.video-too-long');
    expect(res.json().errors.video[0]).toMatch(/180/);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await storedReelFiles()).toEqual(before);
  });

  test.each([
    ['a PNG named clip.mp4', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a text file named clip.mp4', Buffer.from('hello, this is not a video at all')],
    ['an AVIF picture (an ftyp box of a still image)', isoBmff('avif')],
    ['a WAV file (RIFF but not AVI)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an MP4 header with nothing behind it', isoBmff('isom')],
    ['a QuickTime header with nothing behind it', isoBmff('qt  ')],
    ['an AVI header with nothing behind it', aviBytes()],
  ])('%s is refused with 415 and nothing is stored', async (_label, data) => {
    const before = await storedReelFiles();
    const res = await author.api.post(`${API}/reels/create`, reelForm(data));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('reels.unsupported-video');
    expect(await storedReelFiles()).toEqual(before);
  });

  test('a blank caption or a missing video is refused per field; an uploaded video is removed again', async () => {
    const before = await storedReelFiles();
    const blank = await author.api.post(
      `${API}/reels/create`,
      reelForm(await demoVideo(), { caption: '   ' }),
    );
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['caption']);
    const missing = await author.api.post(`${API}/reels/create`, reelForm(null));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.video).toEqual(['This field is required.']);
    // JSON cannot pass a stored file off as an upload.
    const forged = await author.api.post(`${API}/reels/create`, {
      caption: 'x',
      video: { key: 'reels/2026/aaaa.mp4' },
    });
    expect(forged.statusCode).toBe(422);
    expect(await storedReelFiles()).toEqual(before);
  });

  test('a video over 100 MB is cut off with 413 while it streams, and nothing is kept', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const before = await storedReelFiles();
    const boundary = 'souqbigupload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nBig\r\n--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 1);
    // The body is generated as it is sent: 101 MB of video never exists in memory here either.
    async function* body() {
      yield head;
      yield isoBmff('isom', 1024);
      for (let i = 0; i < VIDEO_MAX_BYTES / chunk.length + 1; i++) yield chunk;
      yield tail;
    }
    const status = await new Promise<{ code: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: `${API}/reels/create`,
          headers: {
            authorization: `Bearer ${author.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ code: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      const source = Readable.from(body());
      source.pipe(req);
      // The server answers before reading the rest: stop sending then.
      req.on('response', () => source.unpipe(req));
    });
    expect(status.code).toBe(413);
    expect(JSON.parse(status.body)).toMatchObject({
      code: 'reels.video-too-large',
      message: 'This video is too large. The limit is 100 MB.',
    });
    expect(await storedReelFiles()).toEqual(before);
  }, 60_000);
});

describe('serving videos with ranges', () => {
  test('a range request answers 206 with that slice, so players can stream and seek', async () => {
    const reel = await postReel(author);
    const file = await demoVideo();
    const res = await app.inject({
      method: 'GET',
      url: mediaPath(reel.video_url),
      headers: { range: 'bytes=100-1099' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${file.length}`);
    expect(res.rawPayload.equals(file.subarray(100, 1100))).toBe(true);
    const tail = await app.inject({
      method: 'GET',
      url: mediaPath(reel.video_url),
      headers: { range: `bytes=${file.length + 10}-` },
    });
    expect(tail.statusCode).toBe(416);
  });
});

describe('the feed', () => {
  test('pages of 10, newest first, with meta; user_id lists one author', async () => {
    const other = await member(app, 'Other Author');
    const video = await demoVideo();
    for (let i = 0; i < 11; i++) await postReel(other, video, { caption: `n${i}` });
    const first = (await viewer.api.get(`${API}/reels/index?page=1`)).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0].caption).toBe('n10');
    expect(first.meta.last_page).toBeGreaterThanOrEqual(2);
    const mine = (await viewer.api.get(`${API}/reels/index?user_id=${other.id}&page=2`)).json();
    expect(mine.data.map((r: Reel) => r.caption)).toEqual(['n0']);
    expect(mine.meta).toMatchObject({ current_page: 2, last_page: 2, total: 11 });
  });

  test('show answers one reel; an unknown id is 404', async () => {
    const reel = await postReel(author);
    const res = await viewer.api.get(`${API}/reels/show/${reel.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(reel.id);
    expect((await viewer.api.get(`${API}/reels/show/99999999`)).statusCode).toBe(404);
  });
});

describe('likes and comments', () => {
  test('the like sends love; again clears it; the count is on the reel', async () => {
    const reel = await postReel(author);
    const like = await viewer.api.post(`${API}/reels/${reel.id}/toggle-reaction`, {
      type: 'love',
    });
    expect(like.json().data).toEqual({ userReaction: 'love', reactionsCount: 1 });
    const shown = (await viewer.api.get(`${API}/reels/show/${reel.id}`)).json().data;
    expect(shown).toMatchObject({ userReaction: 'love', reactionsCount: 1 });
    const list = (await author.api.get(`${API}/reels/${reel.id}/reactions`)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        type: 'love',
        type_emoji: '❤️',
        user: expect.objectContaining({ id: viewer.id }),
      }),
    ]);
    const unlike = await viewer.api.post(`${API}/reels/${reel.id}/toggle-reaction`, {
      type: 'love',
    });
    expect(unlike.json().data).toEqual({ userReaction: null, reactionsCount: 0 });
  });

  test('many concurrent toggles leave the counter equal to the stored reactions', async () => {
    const reel = await postReel(author);
    const fans = await Promise.all([1, 2, 3].map((i) => member(app, `Fan ${i}`)));
    await Promise.all(
      fans.flatMap((fan) =>
        Array.from({ length: 7 }, () =>
          fan.api.post(`${API}/reels/${reel.id}/toggle-reaction`, { type: 'love' }),
        ),
      ),
    );
    const rows = await app.db.select().from(reelReactions).where(eq(reelReactions.reelId, reel.id));
    const [row] = await app.db.select().from(reels).where(eq(reels.id, reel.id));
    // Seven toggles each: every fan ends liking it.
    expect(rows).toHaveLength(3);
    expect(row!.reactionsCount).toBe(3);
  });

  test('comments are listed oldest first and counted on the reel', async () => {
    const reel = await postReel(author);
    const empty = (await viewer.api.get(`${API}/reels/${reel.id}/comments`)).json();
    expect(empty.data).toEqual([]);
    const blank = await viewer.api.post(`${API}/reels/${reel.id}/comments`, { content: '  ' });
    expect(blank.statusCode).toBe(422);
    for (const content of ['First!', 'Lovely colours']) {
      const res = await viewer.api.post(`${API}/reels/${reel.id}/comments`, { content });
      expect(res.statusCode).toBe(201);
    }
    const list = (await author.api.get(`${API}/reels/${reel.id}/comments`)).json();
    expect(list.data.map((c: { content: string }) => c.content)).toEqual([
      'First!',
      'Lovely colours',
    ]);
    expect(list.data[0]).toMatchObject({ canDelete: true, user: { id: viewer.id } });
    expect((await viewer.api.get(`${API}/reels/show/${reel.id}`)).json().data.commentsCount).toBe(
      2,
    );
  });
});

describe('deleting and blocking', () => {
  test('only the author deletes a reel; its video goes with it', async () => {
    const reel = await postReel(author);
    const stranger = await viewer.api.inject({
      method: 'DELETE',
      url: `${API}/reels/delete/${reel.id}`,
    });
    expect(stranger.statusCode).toBe(403);
    const own = await author.api.inject({
      method: 'DELETE',
      url: `${API}/reels/delete/${reel.id}`,
    });
    expect(own.statusCode).toBe(200);
    expect((await viewer.api.get(`${API}/reels/show/${reel.id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: mediaPath(reel.video_url) })).statusCode).toBe(
      404,
    );
  });

  test('blocked people see nothing of each other’s reels, whoever blocked', async () => {
    const troll = await member(app, 'Troll');
    const reel = await postReel(troll);
    const mine = await postReel(viewer);
    const blocked = await viewer.api.post(`${API}/blocks/${troll.id}`);
    expect(blocked.statusCode).toBe(200);
    expect((await viewer.api.get(`${API}/reels/show/${reel.id}`)).statusCode).toBe(404);
    expect((await troll.api.get(`${API}/reels/show/${mine.id}`)).statusCode).toBe(404);
    const ids = (await troll.api.get(`${API}/reels/index?per_page=50`))
      .json()
      .data.map((r: Reel) => r.id);
    expect(ids).not.toContain(mine.id);
    const like = await troll.api.post(`${API}/reels/${mine.id}/toggle-reaction`, { type: 'love' });
    expect(like.statusCode).toBe(404);
  });
});
