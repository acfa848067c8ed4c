import type { Post, ReactionRecord } from '@souq/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { API, type Member, member, publish, react } from '../../../../test/community.ts';
import type { App } from '../../../app.ts';
import { postReactions } from '../community.table.ts';

let app: App;
let author: Member;
let fan: Member;

beforeAll(async () => {
  app = await buildTestApp();
  [author, fan] = await Promise.all([member(app, 'Author'), member(app, 'Fan')]);
});
afterAll(() => app.close());

const rowsOf = (postId: number, userId: number) =>
  app.db
    .select()
    .from(postReactions)
    .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
const toggle = (m: Member, postId: number, type: string) =>
  m.api.post(`${API}/reactions/post/${postId}/toggle`, { type });
const list = async (m: Member, postId: number, query = '') =>
  (await m.api.get(`${API}/reactions/post/${postId}/reactions${query}`)).json() as {
    data: ReactionRecord[];
  };

describe('toggling a reaction', () => {
  test('a type sets it, the same type again clears it, another type replaces it', async () => {
    const post = await publish(app, author);
    const first = await toggle(fan, post.id, 'love');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      userReaction: 'love',
      reactionsCount: 1,
      reactionsSummary: [{ type: 'love', type_emoji: '❤️', count: 1 }],
    });
    expect((await react(fan, post.id, 'haha')).userReaction).toBe('haha');
    expect(await rowsOf(post.id, fan.id)).toEqual([expect.objectContaining({ type: 'haha' })]);
    const cleared = await toggle(fan, post.id, 'haha');
    expect(cleared.json().data).toEqual({
      userReaction: null,
      reactionsCount: 0,
      reactionsSummary: [],
    });
    expect(await rowsOf(post.id, fan.id)).toEqual([]);
    const shown = (await fan.api.get(`${API}/posts/show/${post.id}`)).json().data as Post;
    expect(shown).toMatchObject({ userReaction: null, reactionsCount: 0 });
  });

  test('an unknown type is refused with 422 and a missing post with 404', async () => {
    const post = await publish(app, author);
    const bad = await toggle(fan, post.id, 'meh');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['type']);
    expect(await rowsOf(post.id, fan.id)).toEqual([]);
    const missing = await toggle(fan, 999999999, 'like');
    expect(missing.statusCode).toBe(404);
  });

  test('signed out, no reaction is taken', async () => {
    const post = await publish(app, author);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/reactions/post/${post.id}/toggle`,
      payload: { type: 'like' },
    });
    expect(res.statusCode).toBe(401);
  });

  test('50 concurrent toggles by one user leave at most one reaction', async () => {
    const post = await publish(app, author);
    const types = ['like', 'love', 'like', 'wow', 'like'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => toggle(fan, post.id, types[i % types.length]!)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await rowsOf(post.id, fan.id);
    expect(rows.length).toBeLessThanOrEqual(1);
    // The stored state is one of the states the answers reported.
    const reported = answers.map((a) => a.json().data.userReaction);
    expect(reported).toContain(rows[0]?.type ?? null);
    const shown = (await fan.api.get(`${API}/posts/show/${post.id}`)).json().data as Post;
    expect(shown.reactionsCount).toBe(rows.length);
  });

  test('concurrent toggles by many users each count once', async () => {
    const post = await publish(app, author);
    const crowd = await Promise.all(Array.from({ length: 8 }, (_, i) => member(app, `Crowd ${i}`)));
    await Promise.all(crowd.map((m, i) => toggle(m, post.id, i % 2 ? 'like' : 'sad')));
    const [{ n }] = (await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postReactions)
      .where(eq(postReactions.postId, post.id))) as [{ n: number }];
    expect(n).toBe(8);
    const shown = (await author.api.get(`${API}/posts/show/${post.id}`)).json().data as Post;
    expect(shown.reactionsSummary).toEqual([
      { type: 'like', type_emoji: '👍', count: 4 },
      { type: 'sad', type_emoji: '😢', count: 4 },
    ]);
  });
});

describe('listing reactions', () => {
  test('records come newest first with their emoji, and filter by type', async () => {
    const post = await publish(app, author);
    const [a, b] = await Promise.all([member(app, 'Alia'), member(app, 'Badr')]);
    await react(a, post.id, 'like');
    await react(b, post.id, 'angry');
    await react(fan, post.id, 'like');

    const all = await list(author, post.id);
    expect(all.data.map((r) => [r.user.name, r.type, r.type_emoji])).toEqual([
      ['Fan', 'like', '👍'],
      ['Badr', 'angry', '😡'],
      ['Alia', 'like', '👍'],
    ]);
    expect(Object.keys(all.data[0]!).sort()).toEqual([
      'created_at',
      'id',
      'type',
      'type_emoji',
      'user',
    ]);
    expect(all.data[0]!.user).toEqual({ id: fan.id, name: 'Fan', photo: null, type: 'user' });
    expect((await list(author, post.id, '?type=all')).data).toHaveLength(3);
    expect((await list(author, post.id, '?type=like')).data.map((r) => r.user.name)).toEqual([
      'Fan',
      'Alia',
    ]);
    expect((await list(author, post.id, '?type=haha')).data).toEqual([]);
    const bad = await author.api.get(`${API}/reactions/post/${post.id}/reactions?type=meh`);
    expect(bad.statusCode).toBe(422);
  });

  test('reactions of a missing post are a 404', async () => {
    const res = await author.api.get(`${API}/reactions/post/999999999/reactions`);
    expect(res.statusCode).toBe(404);
  });
});
