import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, type Member, member } from '../../test/community.ts';
import { multipart } from '../../test/multipart.ts';
import { aviBytes, demoVideo, isoBmff, reelForm, testVideo } from '../../test/reels.ts';
import type { App } from '../app.ts';

// A video's first bytes say nothing of what follows them: a reel or a story is kept only when its
// container parses to a video track of a known codec with a duration.
let app: App;
let author: Member;
beforeAll(async () => {
  app = await buildTestApp();
  author = await member(app, 'Video Author');
});
afterAll(() => app.close());

/** Every file stored under `/media/<folder>/`. */
const stored = async (folder: string) => {
  const root = join(app.config.dataDir, 'media', folder);
  const years = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(
    years.map(async (year) => (await readdir(join(root, year))).map((f) => `${year}/${f}`)),
  );
  return files.flat();
};

const postReel = (data: Buffer) => author.api.post(`${API}/reels/create`, reelForm(data));
const postStory = (data: Buffer) =>
  author.api.post(
    `${API}/stories/create`,
    multipart({ caption: 'x', media: { filename: 'clip.mp4', contentType: 'video/mp4', data } }),
  );

/** An MP4's 24-byte `ftyp` box and then a web page. */
const mp4HeaderThenHtml = () =>
  Buffer.concat([
    isoBmff('isom', 24),
    Buffer.from(
      `<!doctype html><html><body><script>alert(document.cookie)</script>${'<p>x</p>'.repeat(2000)}</body></html>`,
    ),
  ]);

/** A RIFF/AVI header and then text. */
const aviHeaderThenText = () =>
  Buffer.concat([
    aviBytes(16),
    Buffer.from('hello, this is text and no video at all. '.repeat(400)),
  ]);

describe('a video header in front of something else', () => {
  test('an MP4 header followed by HTML is refused as a reel and as a story (415), and nothing is stored', async () => {
    const before = [await stored('reels'), await stored('stories')];
    const reel = await postReel(mp4HeaderThenHtml());
    expect(reel.statusCode).toBe(415);
    expect(reel.json().code).toBe('reels.unsupported-video');
    const story = await postStory(mp4HeaderThenHtml());
    expect(story.statusCode).toBe(415);
    expect(story.json().code).toBe('stories.unsupported-media');
    expect([await stored('reels'), await stored('stories')]).toEqual(before);
  });

  test('an AVI header followed by text is refused (415) in the caller’s language', async () => {
    const before = await stored('reels');
    const reel = await author.api.post(`${API}/reels/create`, reelForm(aviHeaderThenText()), {
      'accept-language': 'ar',
    });
    expect(reel.statusCode).toBe(415);
    expect(reel.json().code).toBe('reels.unsupported-video');
    expect(reel.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await stored('reels')).toEqual(before);
  });

  test('real MP4 and WebM videos still pass; a story over a minute is refused on its field', async () => {
    const mp4 = await postReel(await demoVideo());
    expect(mp4.statusCode).toBe(201);
    const webm = await postStory(await testVideo('clip.webm'));
    expect(webm.statusCode).toBe(201);
    expect(webm.json().data.media_url).toMatch(/\.webm$/);
    const long = await postStory(await testVideo('long.mp4'));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'stories.video-too-long' });
    expect(long.json().errors.media).toHaveLength(1);
  });
});
