import type { Comment, Post } from '@souq/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postAd } from '../../../../test/ad-factories.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { API, comment, type Member, member, publish } from '../../../../test/community.ts';
import type { App } from '../../../app.ts';
import { reports, userBlocks } from '../community.table.ts';

let app: App;
let me: Member;
let troll: Member;
let friend: Member;

beforeAll(async () => {
  app = await buildTestApp();
  [me, troll, friend] = await Promise.all([
    member(app, 'Me'),
    member(app, 'Troll'),
    member(app, 'Friend'),
  ]);
});
afterAll(() => app.close());

const block = (by: Member, userId: number, lang = 'en') =>
  by.api.inject({
    method: 'POST',
    url: `${API}/blocks/${userId}`,
    headers: { 'accept-language': lang },
  });
const unblock = (by: Member, userId: number) =>
  by.api.inject({ method: 'DELETE', url: `${API}/blocks/${userId}` });
const feedIds = async (m: Member) =>
  ((await m.api.get(`${API}/posts/index?per_page=50`)).json() as { data: Post[] }).data.map(
    (p) => p.id,
  );

describe('reports', () => {
  test('a report on a post, a comment or a user is stored for moderators', async () => {
    const post = await publish(app, troll, { content: 'Spam spam spam' });
    const note = await comment(troll, { postId: post.id }, 'Buy now!!!');
    for (const [target_type, target_id] of [
      ['post', post.id],
      ['comment', note.id],
      ['user', troll.id],
    ] as const) {
      const res = await me.api.post(
        `${API}/reports`,
        { target_type, target_id, reason: ' Spam ' },
        { 'accept-language': 'ar' },
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('شكرًا لك. سيراجع المشرفون هذا البلاغ.');
      expect(res.json().data).toMatchObject({ target_type, target_id });
    }
    const stored = await app.db.select().from(reports).where(eq(reports.reporterId, me.id));
    expect(stored.map((r) => [r.targetType, r.targetId, r.reason, r.status])).toEqual(
      expect.arrayContaining([
        ['post', post.id, 'Spam', 'open'],
        ['comment', note.id, 'Spam', 'open'],
        ['user', troll.id, 'Spam', 'open'],
      ]),
    );
  });

  test('reporting the same thing again keeps one report with the newest reason', async () => {
    const post = await publish(app, troll);
    for (const reason of ['Spam', 'Offensive']) {
      const res = await friend.api.post(`${API}/reports`, {
        target_type: 'post',
        target_id: post.id,
        reason,
      });
      expect(res.statusCode).toBe(201);
    }
    const stored = await app.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, friend.id), eq(reports.targetId, post.id)));
    expect(stored.map((r) => r.reason)).toEqual(['Offensive']);
  });

  test('a missing target is a 404, a bad body a 422, signed out a 401', async () => {
    const missing = await me.api.post(`${API}/reports`, {
      target_type: 'comment',
      target_id: 999999999,
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('community.report-target-not-found');
    const bad = await me.api.post(`${API}/reports`, {
      target_type: 'shop',
      target_id: 1,
      reason: '  ',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reason', 'target_type']);
    const anonymous = await app.inject({
      method: 'POST',
      url: `${API}/reports`,
      payload: { target_type: 'user', target_id: troll.id, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reports on ads', () => {
  const reportAd = (by: Member, adId: number, reason = 'Scam', lang = 'en') =>
    by.api.post(
      `${API}/reports`,
      { target_type: 'ad', target_id: adId, reason },
      { 'accept-language': lang },
    );
  const storedFor = (reporterId: number, adId: number) =>
    app.db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.targetType, 'ad'),
          eq(reports.targetId, adId),
        ),
      );

  test('a report on an ad is stored once per person, with the newest reason', async () => {
    const ad = await postAd(app, troll.token);
    const first = await reportAd(me, ad.id, 'Scam', 'ar');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('شكرًا لك. سيراجع المشرفون هذا البلاغ.');
    expect(first.json().data).toMatchObject({ target_type: 'ad', target_id: ad.id });
    expect((await reportAd(me, ad.id, 'Prohibited item')).statusCode).toBe(201);
    expect((await reportAd(friend, ad.id, 'Scam')).statusCode).toBe(201);
    expect((await storedFor(me.id, ad.id)).map((r) => [r.reason, r.status])).toEqual([
      ['Prohibited item', 'open'],
    ]);
    expect(await storedFor(friend.id, ad.id)).toHaveLength(1);
  });

  test('many reports of one ad by one person at once still make one report', async () => {
    const ad = await postAd(app, troll.token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reportAd(friend, ad.id, `Reason ${i}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await storedFor(friend.id, ad.id)).toHaveLength(1);
  });

  test('an ad that does not exist, or is archived and not yours, is a 404 and stores nothing', async () => {
    const missing = await reportAd(me, 999999999, 'Scam', 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('community.report-target-not-found');
    expect(missing.json().message).not.toMatch(/[a-z]{4}/);

    const ad = await postAd(app, troll.token);
    const archived = await troll.api.post(`${API}/advertisements/${ad.id}/status`, {
      status: 'archived',
    });
    expect(archived.statusCode).toBe(200);
    expect((await reportAd(me, ad.id)).statusCode).toBe(404);
    expect(await storedFor(me.id, ad.id)).toHaveLength(0);
    // Its owner still sees it, so the owner's report is taken.
    expect((await reportAd(troll, ad.id)).statusCode).toBe(201);
  });

  test('signed out, a report on an ad is refused with 401 before anything is read', async () => {
    const ad = await postAd(app, troll.token);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/reports`,
      payload: { target_type: 'ad', target_id: ad.id, reason: 'Scam' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('blocks', () => {
  test('a blocked user’s posts and comments disappear for the two of them only, until unblocked', async () => {
    const trollPost = await publish(app, troll, { content: 'Troll post' });
    const friendPost = await publish(app, friend, { content: 'Friend post' });
    const trollComment = await comment(troll, { postId: friendPost.id }, 'troll comment');
    await comment(friend, { parentId: trollComment.id }, 'reply under the troll');
    const kept = await comment(friend, { postId: friendPost.id }, 'friend comment');
    await comment(troll, { parentId: kept.id }, 'troll reply');

    const res = await block(me, troll.id, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { user_id: troll.id, blocked: true },
      message: 'لن يرى أيٌّ منكما منشورات الآخر وتعليقاته بعد الآن.',
    });
    // Blocking twice is the same as once.
    expect((await block(me, troll.id)).statusCode).toBe(200);

    const ids = await feedIds(me);
    expect(ids).not.toContain(trollPost.id);
    expect(ids).toContain(friendPost.id);
    expect(await feedIds(friend)).toContain(trollPost.id);
    // Their posts, like their profile, are not found (the other way round too: see attacks/).
    const trollList = await me.api.get(`${API}/posts/user/${troll.id}`);
    expect(trollList.statusCode).toBe(404);
    expect(trollList.json().code).toBe('community.user-not-found');
    expect((await me.api.get(`${API}/posts/show/${trollPost.id}`)).statusCode).toBe(404);
    expect(
      (await me.api.post(`${API}/reactions/post/${trollPost.id}/toggle`, { type: 'like' }))
        .statusCode,
    ).toBe(404);

    const tree = (await me.api.get(`${API}/comments/post/${friendPost.id}/comments`)).json()
      .data as Comment[];
    expect(tree.map((c) => c.content)).toEqual(['friend comment']);
    expect(tree[0]!.replies).toEqual([]);
    expect(tree[0]!.replies_count).toBe(0);
    expect((await me.api.get(`${API}/comments/${trollComment.id}/replies`)).statusCode).toBe(404);
    const shown = (await me.api.get(`${API}/posts/show/${friendPost.id}`)).json().data as Post;
    expect(shown.commentsCount).toBe(2);
    const friendView = (await friend.api.get(`${API}/posts/show/${friendPost.id}`)).json()
      .data as Post;
    expect(friendView.commentsCount).toBe(4);

    const lifted = await unblock(me, troll.id);
    expect(lifted.json().data).toEqual({ user_id: troll.id, blocked: false });
    expect(await feedIds(me)).toContain(trollPost.id);
    const again = (await me.api.get(`${API}/comments/post/${friendPost.id}/comments`)).json()
      .data as Comment[];
    expect(again).toHaveLength(2);
  });

  test('blocking yourself is refused with 422 and an unknown user is a 404', async () => {
    const self = await block(me, me.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('community.cannot-block-self');
    expect(Object.keys(self.json().errors)).toEqual(['userId']);
    expect((await block(me, 999999999)).statusCode).toBe(404);
    const stored = await app.db.select().from(userBlocks).where(eq(userBlocks.blockerId, me.id));
    expect(stored.map((b) => b.blockedId)).not.toContain(me.id);
  });
});
