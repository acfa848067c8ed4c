import type { Post } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { API, comment, type Member, member, publish } from '../../../../test/community.ts';
import type { App } from '../../../app.ts';
import { postComments, postReactions, posts } from '../community.table.ts';

// The counters on the post row (comments, reactions by type) are what every card shows: after
// many writes at once they must equal the rows they count, on PGlite and on PostgreSQL.

let app: App;
let author: Member;
let crowd: Member[];

beforeAll(async () => {
  app = await buildTestApp();
  author = await member(app, 'Author');
  crowd = await Promise.all(Array.from({ length: 8 }, (_, i) => member(app, `Member ${i}`)));
});
afterAll(() => app.close());

const countersOf = async (postId: number) => {
  const [row] = await app.db
    .select({
      comments: posts.commentsCount,
      like: posts.reactionsLike,
      love: posts.reactionsLove,
      haha: posts.reactionsHaha,
      wow: posts.reactionsWow,
      sad: posts.reactionsSad,
      angry: posts.reactionsAngry,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return row!;
};

const rowsCounted = async (postId: number) => {
  const [comments] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(postComments)
    .where(eq(postComments.postId, postId));
  const byType = await app.db
    .select({ type: postReactions.type, n: sql<number>`count(*)::int` })
    .from(postReactions)
    .where(eq(postReactions.postId, postId))
    .groupBy(postReactions.type);
  const reactions = { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 };
  for (const { type, n } of byType) reactions[type] = n;
  return { comments: comments!.n, ...reactions };
};

const shown = async (viewer: Member, postId: number) =>
  ((await viewer.api.get(`${API}/posts/show/${postId}`)).json() as { data: Post }).data;

const inFeed = async (viewer: Member, postId: number) => {
  const page = (await viewer.api.get(`${API}/posts/index?per_page=50`)).json() as {
    data: Post[];
  };
  return page.data.find((p) => p.id === postId);
};

describe('post counters', () => {
  test('comments, replies and deletions at once leave comments_count equal to the rows', async () => {
    const post = await publish(app, author);
    const first = await comment(author, { postId: post.id }, 'First');
    // Every member comments twice and replies once, all at the same time.
    const written = await Promise.all(
      crowd.flatMap((m, i) => [
        m.api.post(`${API}/posts/${post.id}/comments`, { content: `Top ${i}` }),
        m.api.post(`${API}/posts/${post.id}/comments`, { content: `Again ${i}` }),
        m.api.post(`${API}/comments/${first.id}/replies`, { content: `Reply ${i}` }),
      ]),
    );
    expect(written.map((r) => r.statusCode)).toEqual(written.map(() => 201));
    expect((await countersOf(post.id)).comments).toBe(1 + crowd.length * 3);

    // Deleting the first comment takes its replies with it (a cascade), while others still write.
    const [deleted, ...more] = await Promise.all([
      author.api.inject({ method: 'DELETE', url: `${API}/comments/${first.id}` }),
      ...crowd.map((m) => m.api.post(`${API}/posts/${post.id}/comments`, { content: 'More' })),
    ]);
    expect(deleted!.statusCode).toBe(200);
    expect(more.map((r) => r.statusCode)).toEqual(more.map(() => 201));

    const counted = await rowsCounted(post.id);
    expect(counted.comments).toBe(crowd.length * 3);
    expect((await countersOf(post.id)).comments).toBe(counted.comments);
    expect((await shown(author, post.id)).commentsCount).toBe(counted.comments);
    expect((await inFeed(author, post.id))?.commentsCount).toBe(counted.comments);
  });

  test('a viewer who blocked a commenter is shown the count without their comments', async () => {
    const post = await publish(app, author);
    const [blocker, blocked, other] = crowd as [Member, Member, Member];
    await comment(blocked, { postId: post.id }, 'From the blocked one');
    const parent = await comment(other, { postId: post.id }, 'From another');
    await comment(blocked, { parentId: parent.id }, 'A reply by the blocked one');
    const res = await blocker.api.post(`${API}/blocks/${blocked.id}`);
    expect(res.statusCode).toBeLessThan(300);
    try {
      expect((await shown(blocker, post.id)).commentsCount).toBe(1);
      expect((await inFeed(blocker, post.id))?.commentsCount).toBe(1);
      expect((await shown(author, post.id)).commentsCount).toBe(3);
      expect((await inFeed(other, post.id))?.commentsCount).toBe(3);
    } finally {
      await blocker.api.inject({ method: 'DELETE', url: `${API}/blocks/${blocked.id}` });
    }
  });

  test('reaction toggles at once leave the counters by type equal to the rows', async () => {
    const post = await publish(app, author);
    const types = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
    // Each member toggles several types at once (set, replace, clear, in any order), twice over.
    const toggles = crowd.flatMap((m, i) =>
      [0, 1, 2, 3, 4].map((k) =>
        m.api.post(`${API}/reactions/post/${post.id}/toggle`, {
          type: types[(i + k * (i % 3)) % types.length],
        }),
      ),
    );
    const answers = await Promise.all(toggles);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const again = await Promise.all(
      crowd.map((m, i) =>
        m.api.post(`${API}/reactions/post/${post.id}/toggle`, { type: types[i % 2] }),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual(again.map(() => 200));

    const counted = await rowsCounted(post.id);
    const counters = await countersOf(post.id);
    expect(counters).toEqual(counted);
    const total = types.reduce((sum, t) => sum + counted[t], 0);
    const card = await inFeed(author, post.id);
    expect(card?.reactionsCount).toBe(total);
    expect(Object.fromEntries(card!.reactionsSummary.map((s) => [s.type, s.count]))).toEqual(
      Object.fromEntries(types.filter((t) => counted[t] > 0).map((t) => [t, counted[t]])),
    );
    // The members' own reactions are still read per viewer.
    for (const m of crowd) {
      const [row] = await app.db
        .select({ type: postReactions.type })
        .from(postReactions)
        .where(sql`${postReactions.postId} = ${post.id} and ${postReactions.userId} = ${m.id}`);
      expect((await shown(m, post.id)).userReaction).toBe(row?.type ?? null);
    }
  });

  test('deleting a post with comments and reactions leaves no error and no row behind', async () => {
    const post = await publish(app, author);
    const parent = await comment(crowd[0]!, { postId: post.id });
    await comment(crowd[1]!, { parentId: parent.id });
    await crowd[2]!.api.post(`${API}/reactions/post/${post.id}/toggle`, { type: 'wow' });
    const res = await author.api.inject({
      method: 'DELETE',
      url: `${API}/posts/delete/${post.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsCounted(post.id)).toMatchObject({ comments: 0, wow: 0 });
  });
});
