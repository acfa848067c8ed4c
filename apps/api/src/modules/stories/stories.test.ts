import type { Story, StoryGroup } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, type Member, member } from '../../../test/community.ts';
import { multipart } from '../../../test/multipart.ts';
import { demoVideo, postStory } from '../../../test/reels.ts';
import type { App } from '../../app.ts';
import { stories, storyViews } from './stories.table.ts';

let app: App;
let author: Member;
let viewer: Member;

const jpeg = async (color = '#c93') => ({
  data: await sharp({ create: { width: 300, height: 500, channels: 3, background: color } })
    .jpeg()
    .toBuffer(),
  filename: 'story.jpg',
  contentType: 'image/jpeg',
});

beforeAll(async () => {
  app = await buildTestApp();
  [author, viewer] = await Promise.all([member(app, 'Story Author'), member(app, 'Watcher')]);
});
afterAll(() => app.close());

const tray = async (m: Member) =>
  ((await m.api.get(`${API}/stories`)).json() as { data: StoryGroup[] }).data;

describe('sharing a story', () => {
  test('signed out is 401 before the body is read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/stories/create`,
      ...multipart({ caption: 'x' }),
    });
    expect(res.statusCode).toBe(401);
  });

  test('an image or a short video becomes a story that expires 24 hours later', async () => {
    const image = await postStory(author, await jpeg());
    expect(image).toMatchObject({ media_type: 'image', caption: 'Fresh dates today', viewers: [] });
    expect(image.media_url).toMatch(/-1600\.webp$/);
    expect(new Date(image.expires_at).getTime() - new Date(image.created_at).getTime()).toBe(
      24 * 3600 * 1000,
    );
    const video = await postStory(author, {
      data: await demoVideo('sunset.mp4'),
      filename: 'clip.mp4',
      contentType: 'video/mp4',
    });
    expect(video.media_type).toBe('video');
    expect(video.media_url).toMatch(/\/media\/stories\/\d{4}\/[0-9a-f]{32}\.mp4$/);
  });

  test('anything but an image or a video is refused with 415; no media is a 422', async () => {
    const pdf = await author.api.post(
      `${API}/stories/create`,
      multipart({
        media: {
          data: Buffer.from('%PDF-1.7 hello world'),
          filename: 'a.jpg',
          contentType: 'image/jpeg',
        },
      }),
    );
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().code).toBe('stories.unsupported-media');
    const none = await author.api.post(`${API}/stories/create`, multipart({ caption: 'hi' }));
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['media']);
  });
});

describe('the story tray', () => {
  test('authors with unseen stories come first; a viewed author moves back', async () => {
    const a = await member(app, 'Early');
    const b = await member(app, 'Later');
    const fan = await member(app, 'Fan');
    const first = await postStory(a, await jpeg('#111'));
    await postStory(b, await jpeg('#222'));
    let groups = await tray(fan);
    const order = () => groups.map((g) => g.user.id).filter((id) => id === a.id || id === b.id);
    expect(order()).toEqual([b.id, a.id]);
    expect((await fan.api.post(`${API}/stories/${first.id}/view`)).statusCode).toBe(200);
    await postStory(a, await jpeg('#333'));
    groups = await tray(fan);
    // A new story of a makes it unseen again, and newest.
    expect(order()).toEqual([a.id, b.id]);
    const groupA = groups.find((g) => g.user.id === a.id)!;
    expect(groupA.stories.map((s) => s.seen)).toEqual([true, false]);
    expect(groupA.has_unseen).toBe(true);
  });

  test('a view counts once per viewer, and only the author sees who viewed', async () => {
    const story = await postStory(author, await jpeg());
    const views = await Promise.all(
      Array.from({ length: 8 }, () => viewer.api.post(`${API}/stories/${story.id}/view`)),
    );
    expect(views.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await app.db.select().from(storyViews).where(eq(storyViews.storyId, story.id));
    expect(rows).toHaveLength(1);
    // The author's own look is not counted.
    await author.api.post(`${API}/stories/${story.id}/view`);
    const mine = (await tray(author)).find((g) => g.user.id === author.id)!;
    const shown = mine.stories.find((s) => s.id === story.id)!;
    expect(shown.views_count).toBe(1);
    expect(shown.viewers!.map((v) => v.user.id)).toEqual([viewer.id]);
    const theirs = (await tray(viewer)).find((g) => g.user.id === author.id)!;
    expect(theirs.stories.find((s) => s.id === story.id)!.viewers).toBeNull();
  });

  test('after 24 hours a story is gone from the tray and cannot be viewed', async () => {
    const story = await postStory(author, await jpeg());
    await app.db
      .update(stories)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(stories.id, story.id));
    const ids = (await tray(viewer)).flatMap((g) => g.stories.map((s: Story) => s.id));
    expect(ids).not.toContain(story.id);
    expect((await viewer.api.post(`${API}/stories/${story.id}/view`)).statusCode).toBe(404);
  });

  test('likes toggle and count; a reply is counted; blocked people see nothing', async () => {
    const story = await postStory(author, await jpeg());
    const like = await viewer.api.post(`${API}/stories/${story.id}/toggle-like`);
    expect(like.json().data).toEqual({ liked: true, likes_count: 1 });
    const unlike = await viewer.api.post(`${API}/stories/${story.id}/toggle-like`);
    expect(unlike.json().data).toEqual({ liked: false, likes_count: 0 });
    const reply = await viewer.api.post(`${API}/stories/${story.id}/reply`, { content: 'Nice!' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.replies_count).toBe(1);
    const own = await author.api.post(`${API}/stories/${story.id}/reply`, { content: 'Me' });
    expect(own.statusCode).toBe(409);

    const troll = await member(app, 'Troll');
    await author.api.post(`${API}/blocks/${troll.id}`);
    expect((await tray(troll)).some((g) => g.user.id === author.id)).toBe(false);
    expect((await troll.api.post(`${API}/stories/${story.id}/view`)).statusCode).toBe(404);
  });
});
