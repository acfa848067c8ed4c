import type { ChatMessage, Conversation, Story } from '@souq/contract';
import { STORY_REPLIES_MAX } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, type Member, member } from '../../test/community.ts';
import { demoVideo, postStory } from '../../test/reels.ts';
import type { App } from '../app.ts';
import { stories } from '../modules/stories/stories.table.ts';

// Stories: a reply counter one person cannot pump, and a story nobody else reaches once expired.
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const jpeg = async () => ({
  data: await sharp({ create: { width: 200, height: 300, channels: 3, background: '#963' } })
    .jpeg()
    .toBuffer(),
  filename: 'story.jpg',
  contentType: 'image/jpeg',
});
const video = async () => ({
  data: await demoVideo('sunset.mp4'),
  filename: 'clip.mp4',
  contentType: 'video/mp4',
});
const pathOf = (url: string) => new URL(url).pathname;
const get = (url: string) => app.inject({ method: 'GET', url });
const reply = (from: Member, storyId: number, content: string, headers = {}) =>
  from.api.post(`${API}/stories/${storyId}/reply`, { content }, headers);
const storyOf = async (viewer: Member, id: number) =>
  (
    (await viewer.api.get(`${API}/stories`)).json() as {
      data: Array<{ stories: Story[] }>;
    }
  ).data
    .flatMap((group) => group.stories)
    .find((story) => story.id === id);
/** Ages a story past its 24 hours. */
const expire = (id: number) =>
  app.db
    .update(stories)
    .set({ createdAt: sql`now() - interval '24 hours 1 second'` })
    .where(eq(stories.id, id));

describe('replies', () => {
  test('60 replies by one person count one replier, reach the author in chat, and are limited', async () => {
    const [author, fan, other] = await Promise.all([
      member(app, 'Storyteller'),
      member(app, 'Fan'),
      member(app, 'Other Fan'),
    ]);
    const story = await postStory(author, await jpeg(), 'Dates from Medina');
    // All at once: the database, not the order of requests, decides what counts.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => reply(fan, story.id, `Lovely ${i}`)),
    );
    const sent = answers.filter((a) => a.statusCode === 200);
    expect(sent).toHaveLength(STORY_REPLIES_MAX);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(60 - STORY_REPLIES_MAX);
    expect(answers.at(-1)!.json().code).toBe('http.too-many-requests');
    expect(sent.every((a) => a.json().data.replies_count === 1)).toBe(true);
    expect((await reply(other, story.id, 'Me too')).json().data.replies_count).toBe(2);
    expect((await storyOf(author, story.id))?.replies_count).toBe(2);

    // The author finds the replies in the conversation with the fan, about the story.
    const conversationId = sent[0]!.json().data.conversation_id as number;
    const list = (await author.api.get(`${API}/chat/get-conversations`)).json() as {
      data: Conversation[];
    };
    const conversation = list.data.find((c) => c.id === conversationId);
    expect(conversation).toMatchObject({
      other_user: { id: fan.id },
      context: { type: 'story', id: story.id, title: 'Dates from Medina' },
    });
    expect(conversation!.context!.image).toMatch(/-400\.webp$/);
    const thread = (await author.api.get(`${API}/chat/messages/${conversationId}`)).json() as {
      data: ChatMessage[];
    };
    // Exactly the replies that were answered 200, no more.
    expect(thread.data).toHaveLength(STORY_REPLIES_MAX);
    expect(new Set(thread.data.map((m) => m.body)).size).toBe(STORY_REPLIES_MAX);
  });

  test('a reply to an expired story is 404 and sends nothing', async () => {
    const [author, fan] = await Promise.all([member(app, 'Late Author'), member(app, 'Late Fan')]);
    const story = await postStory(author, await jpeg());
    await expire(story.id);
    const res = await reply(fan, story.id, 'Too late?');
    expect(res.statusCode).toBe(404);
    const list = (await author.api.get(`${API}/chat/get-conversations`)).json() as {
      data: Conversation[];
    };
    expect(list.data.some((c) => c.other_user.id === fan.id)).toBe(false);
  });
});

describe('expiry', () => {
  test('from the moment a story expires, its routes and files answer 404 to others; its author can still delete it', async () => {
    const [author, viewer] = await Promise.all([member(app, 'Expiring'), member(app, 'Onlooker')]);
    const image = await postStory(author, await jpeg());
    const clip = await postStory(author, await video());
    const files = [image.media_url, clip.media_url, image.media_url.replace('-1600', '-400')].map(
      pathOf,
    );
    for (const file of files) {
      const served = await get(file);
      expect(served.statusCode).toBe(200);
      // Cached no longer than the story lives.
      const maxAge = Number(/max-age=(\d+)/.exec(served.headers['cache-control'] as string)![1]);
      expect(maxAge).toBeLessThanOrEqual(24 * 3600);
      expect(maxAge).toBeGreaterThan(23 * 3600);
    }
    await Promise.all([expire(image.id), expire(clip.id)]);

    for (const file of files) expect((await get(file)).statusCode).toBe(404);
    for (const action of ['view', 'toggle-like']) {
      const res = await viewer.api.post(`${API}/stories/${image.id}/${action}`);
      expect(res.statusCode).toBe(404);
    }
    expect(await storyOf(viewer, image.id)).toBeUndefined();
    const steal = await viewer.api.inject({
      method: 'DELETE',
      url: `${API}/stories/delete/${image.id}`,
    });
    expect(steal.statusCode).toBe(404);

    // Its author removes it (and its files) before the sweep does.
    for (const story of [image, clip]) {
      const removed = await author.api.inject({
        method: 'DELETE',
        url: `${API}/stories/delete/${story.id}`,
      });
      expect(removed.statusCode).toBe(200);
    }
    expect(await app.db.select().from(stories).where(eq(stories.id, image.id))).toHaveLength(0);
    const again = await author.api.inject({
      method: 'DELETE',
      url: `${API}/stories/delete/${image.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});
