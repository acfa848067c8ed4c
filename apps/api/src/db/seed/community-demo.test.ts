import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Comment, Post } from '@souq/contract';
import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { diskStorage } from '../../media/storage.ts';
import { postComments, postReactions, posts } from '../../modules/community/community.table.ts';
import { seedCommunityDemo } from './community-demo.ts';
import { DEMO_PASSWORD } from './demo.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const count = async (table: typeof posts | typeof postComments | typeof postReactions) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('community demo content', () => {
  test('the demo accounts have about 30 posts in Arabic and English with threads and reactions', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'sara@example.com', password: DEMO_PASSWORD },
    });
    const sara = asUser(app, login.json().data.token);
    const feed = (await sara.get('/api/v1/posts/index?per_page=50')).json() as {
      data: Post[];
      meta: { total: number };
    };
    expect(feed.meta.total).toBeGreaterThanOrEqual(28);
    const contents = feed.data.map((p) => p.content);
    expect(contents.some((c) => /\p{Script=Arabic}/u.test(c))).toBe(true);
    expect(contents.some((c) => !/\p{Script=Arabic}/u.test(c))).toBe(true);
    expect(new Set(feed.data.map((p) => p.user.name)).size).toBe(3);
    const liked = feed.data.filter((p) => p.reactionsCount > 0);
    expect(liked.length).toBeGreaterThan(15);
    expect(feed.data.some((p) => p.userReaction !== null)).toBe(true);

    const threaded = feed.data.find((p) => p.content.includes('classic car meet'))!;
    const tree = (await sara.get(`/api/v1/comments/post/${threaded.id}/comments`)).json()
      .data as Comment[];
    expect(tree[0]!.replies[0]!.replies[0]!.content).toBe('Thank you! 🙏');
  });

  test('it is seeded only into a database without posts', async () => {
    const before = await Promise.all([count(posts), count(postComments), count(postReactions)]);
    await seedCommunityDemo(app.db);
    expect(await Promise.all([count(posts), count(postComments), count(postReactions)])).toEqual(
      before,
    );
  });

  test('with media storage a few posts get generated pictures', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'souq-community-demo-'));
    try {
      await app.db.delete(posts);
      await seedCommunityDemo(app.db, { media: diskStorage(dir) });
      const withImages = await app.db.select().from(posts).where(isNotNull(posts.imageKey));
      expect(withImages.length).toBeGreaterThanOrEqual(4);
      expect(withImages[0]!.imageKey).toMatch(/^posts\/\d{4}\/[0-9a-f]{32}$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
