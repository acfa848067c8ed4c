import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Post } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { API, comment, type Member, member, publish, react } from '../../../../test/community.ts';
import { placeOf } from '../../../../test/factories.ts';
import { jpegWithGps } from '../../../../test/images.ts';
import { multipart } from '../../../../test/multipart.ts';
import type { App } from '../../../app.ts';
import { postComments, postReactions, posts } from '../community.table.ts';

let app: App;
let author: Member;
let other: Member;
let sa: { countryId: number; regionId: number };
let ae: { countryId: number; regionId: number };

beforeAll(async () => {
  app = await buildTestApp();
  [author, other] = await Promise.all([member(app, 'Author'), member(app, 'Other')]);
  [sa, ae] = await Promise.all([placeOf(app, 'SA'), placeOf(app, 'AE')]);
});
afterAll(() => app.close());

type Page = { data: Post[]; meta: Record<string, number> };
const postCount = async () =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0]!.n;
const storedPost = async (id: number) =>
  (await app.db.select().from(posts).where(eq(posts.id, id)))[0];
const mediaFile = (url: string) =>
  join(app.config.dataDir, 'media', new URL(url).pathname.replace(/^\/media\//, ''));

describe('signed out', () => {
  test.each([
    ['GET', '/posts/index'],
    ['GET', '/posts/my-posts'],
    ['GET', '/posts/show/1'],
    ['POST', '/posts/create'],
    ['POST', '/posts/update/1'],
    ['DELETE', '/posts/delete/1'],
  ] as const)('%s %s answers 401 before reading the body', async (method, url) => {
    const res = await app.inject({
      method,
      url: `${API}${url}`,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('http.unauthenticated');
  });
});

describe('creating a post', () => {
  test('a JSON post is published active by default, with the place named in the caller’s language', async () => {
    const res = await author.api.post(`${API}/posts/create`, {
      title: 'Car meet',
      content: '  Friday at Boulevard  ',
      country_id: sa.countryId,
      region_id: sa.regionId,
    });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json() as { data: Post; message: string };
    expect(message).toBe('Your post was published.');
    expect(data).toMatchObject({
      title: 'Car meet',
      content: 'Friday at Boulevard',
      image: null,
      status: 'active',
      user: { id: author.id, name: 'Author', photo: null, type: 'user' },
      region: { id: sa.regionId, country: { id: sa.countryId, name: 'Saudi Arabia' } },
      commentsCount: 0,
      reactionsCount: 0,
      reactionsSummary: [],
      userReaction: null,
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'commentsCount',
        'content',
        'created_at',
        'id',
        'image',
        'region',
        'reactionsCount',
        'reactionsSummary',
        'status',
        'title',
        'user',
        'userReaction',
      ].sort(),
    );
    const ar = await author.api.get(`${API}/posts/show/${data.id}`, { 'accept-language': 'ar' });
    expect(ar.json().data.region.country.name).toBe('المملكة العربية السعودية');
  });

  test('a multipart post with an image stores it as WebP without its metadata and links to it', async () => {
    const form = multipart({
      title: '',
      content: 'With a picture',
      status: 'active',
      country_id: sa.countryId,
      region_id: sa.regionId,
      image: { filename: 'desert.jpg', contentType: 'image/jpeg', data: await jpegWithGps() },
    });
    const res = await author.api.post(`${API}/posts/create`, form);
    expect(res.statusCode).toBe(201);
    const post = res.json().data as Post;
    expect(post.title).toBeNull();
    expect(post.image).toMatch(
      /^http:\/\/localhost(:\d+)?\/media\/posts\/\d{4}\/[0-9a-f]{32}-1600\.webp$/,
    );
    expect(existsSync(mediaFile(post.image!))).toBe(true);
    const file = await app.inject({ method: 'GET', url: new URL(post.image!).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.exif).toBeUndefined();
  });

  test('a file that is not an image is refused with 415 and nothing is published', async () => {
    const before = await postCount();
    const form = multipart({
      content: 'Fake picture',
      country_id: sa.countryId,
      region_id: sa.regionId,
      image: {
        filename: 'x.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('%PDF-1.4 not an image'),
      },
    });
    const res = await author.api.post(`${API}/posts/create`, form);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('media.unsupported-type');
    expect(await postCount()).toBe(before);
  });

  test('an image over 10 MB is refused with 413 and nothing is published', async () => {
    const before = await postCount();
    const form = multipart({
      content: 'Huge picture',
      country_id: sa.countryId,
      region_id: sa.regionId,
      image: {
        filename: 'huge.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
      },
    });
    const res = await author.api.post(`${API}/posts/create`, form);
    expect(res.statusCode).toBe(413);
    expect(await postCount()).toBe(before);
  });

  test('blank content is refused with a localised 422 in English and Arabic', async () => {
    const body = { content: ' \n\t ', country_id: sa.countryId, region_id: sa.regionId };
    const en = await author.api.post(`${API}/posts/create`, body);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'http.validation',
      errors: { content: ['This field is required.'] },
    });
    const ar = await author.api.post(`${API}/posts/create`, body, { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.content[0]).not.toBe('This field is required.');
    expect(ar.json().errors.content[0]).toMatch(/\p{Script=Arabic}/u);
  });

  test('content longer than 5,000 characters is refused', async () => {
    const res = await author.api.post(`${API}/posts/create`, {
      content: 'a'.repeat(5001),
      country_id: sa.countryId,
      region_id: sa.regionId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.content).toEqual(['Must be at most 5000 characters.']);
  });

  test('a region of another country is refused with 422 on region_id, an unknown country on country_id', async () => {
    const before = await postCount();
    const mismatch = await author.api.post(
      `${API}/posts/create`,
      { content: 'Where?', country_id: sa.countryId, region_id: ae.regionId },
      { 'accept-language': 'ar' },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ region_id: ['اختر منطقة تابعة للدولة المختارة.'] });
    const unknown = await author.api.post(`${API}/posts/create`, {
      content: 'Where?',
      country_id: 999999,
      region_id: sa.regionId,
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['country_id']);
    expect(await postCount()).toBe(before);
  });

  test('an unknown status is refused', async () => {
    const res = await author.api.post(`${API}/posts/create`, {
      content: 'x',
      status: 'published',
      country_id: sa.countryId,
      region_id: sa.regionId,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
  });
});

describe('reading posts', () => {
  test('a missing post is a localised 404', async () => {
    const res = await author.api.get(`${API}/posts/show/999999999`, { 'accept-language': 'ar' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('community.post-not-found');
    expect(res.json().message).toMatch(/\p{Script=Arabic}/u);
  });

  test('an inactive post is seen by its author only, and only in their own lists', async () => {
    const hidden = await publish(app, author, { content: 'Draft', status: 'inactive' });
    expect((await author.api.get(`${API}/posts/show/${hidden.id}`)).statusCode).toBe(200);
    expect((await other.api.get(`${API}/posts/show/${hidden.id}`)).statusCode).toBe(404);
    const ids = async (m: Member, url: string) =>
      ((await m.api.get(`${API}${url}?per_page=50`)).json() as Page).data.map((p) => p.id);
    expect(await ids(author, '/posts/my-posts')).toContain(hidden.id);
    expect(await ids(author, `/posts/user/${author.id}`)).toContain(hidden.id);
    expect(await ids(other, `/posts/user/${author.id}`)).not.toContain(hidden.id);
    expect(await ids(other, '/posts/index')).not.toContain(hidden.id);
  });

  test('posts of an unknown user are a 404', async () => {
    const res = await author.api.get(`${API}/posts/user/999999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('community.user-not-found');
  });

  test('counts, summary by descending count and the caller’s own reaction are on every post', async () => {
    const post = await publish(app, author, { content: 'React to me' });
    const [a, b, c] = await Promise.all([member(app, 'A'), member(app, 'B'), member(app, 'C')]);
    await react(a, post.id, 'love');
    await react(b, post.id, 'love');
    await react(c, post.id, 'wow');
    await react(other, post.id, 'like');
    const top = await comment(a, { postId: post.id });
    await comment(b, { parentId: top.id });
    await comment(c, { postId: post.id });

    const seenBy = async (m: Member) => {
      const page = (await m.api.get(`${API}/posts/index?per_page=50`)).json() as Page;
      return page.data.find((p) => p.id === post.id)!;
    };
    const asA = await seenBy(a);
    expect(asA).toMatchObject({ commentsCount: 3, reactionsCount: 4, userReaction: 'love' });
    expect(asA.reactionsSummary).toEqual([
      { type: 'love', type_emoji: '❤️', count: 2 },
      { type: 'like', type_emoji: '👍', count: 1 },
      { type: 'wow', type_emoji: '😮', count: 1 },
    ]);
    expect((await seenBy(c)).userReaction).toBe('wow');
    expect((await seenBy(author)).userReaction).toBeNull();
    const shown = (await other.api.get(`${API}/posts/show/${post.id}`)).json().data as Post;
    expect(shown).toMatchObject({ commentsCount: 3, reactionsCount: 4, userReaction: 'like' });
  });
});

describe('paging', () => {
  test('a user’s posts come newest first, with the seed’s meta.current_page and last_page', async () => {
    const writer = await member(app, 'Writer');
    const first = await publish(app, writer, { content: 'first' });
    const second = await publish(app, writer, { content: 'second' });
    const third = await publish(app, writer, { content: 'third' });
    const page1 = (await other.api.get(`${API}/posts/user/${writer.id}?per_page=2`)).json() as Page;
    expect(page1.data.map((p) => p.id)).toEqual([third.id, second.id]);
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    const page2 = (
      await other.api.get(`${API}/posts/user/${writer.id}?per_page=2&page=2`)
    ).json() as Page;
    expect(page2.data.map((p) => p.id)).toEqual([first.id]);
    expect(page2.meta.current_page).toBe(2);
    const page3 = (
      await other.api.get(`${API}/posts/user/${writer.id}?per_page=2&page=3`)
    ).json() as Page;
    expect(page3.data).toEqual([]);
  });

  test('the feed is newest first and per_page is clamped to 50', async () => {
    const latest = await publish(app, other, { content: 'latest' });
    const page = (await author.api.get(`${API}/posts/index?per_page=500`)).json() as Page;
    expect(page.meta.per_page).toBe(50);
    expect(page.data[0]!.id).toBe(latest.id);
    const times = page.data.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('page numbers reach the newest 1,000 posts: total is capped and deeper pages are empty', async () => {
    const prolific = await member(app, 'Prolific');
    await app.db.insert(posts).values(
      Array.from({ length: 1005 }, (_, i) => ({
        userId: prolific.id,
        content: `bulk ${i}`,
        countryId: sa.countryId,
        regionId: sa.regionId,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const url = `${API}/posts/user/${prolific.id}`;
    const first = (await author.api.get(`${url}?per_page=10`)).json() as Page;
    expect(first.meta).toEqual({ current_page: 1, last_page: 100, per_page: 10, total: 1000 });
    const last = (await author.api.get(`${url}?per_page=10&page=100`)).json() as Page;
    expect(last.data.map((p) => p.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `bulk ${990 + i}`),
    );
    const beyond = (await author.api.get(`${url}?per_page=10&page=101`)).json() as Page;
    expect(beyond.data).toEqual([]);
  });
});

describe('editing a post', () => {
  test('the author changes what is given; the image stays unless a new one is sent', async () => {
    const form = multipart({
      content: 'Before',
      country_id: sa.countryId,
      region_id: sa.regionId,
      image: { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithGps() },
    });
    const created = (await author.api.post(`${API}/posts/create`, form)).json().data as Post;
    const res = await author.api.post(
      `${API}/posts/update/${created.id}`,
      multipart({
        title: 'New title',
        content: 'After',
        status: 'active',
        country_id: ae.countryId,
        region_id: ae.regionId,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your post was saved.');
    expect(res.json().data).toMatchObject({
      title: 'New title',
      content: 'After',
      image: created.image,
      region: { id: ae.regionId, country: { id: ae.countryId } },
    });

    const replaced = await author.api.post(
      `${API}/posts/update/${created.id}`,
      multipart({
        image: { filename: 'b.jpg', contentType: 'image/jpeg', data: await jpegWithGps() },
      }),
    );
    const newImage = replaced.json().data.image as string;
    expect(newImage).not.toBe(created.image);
    expect(existsSync(mediaFile(newImage))).toBe(true);
    expect(existsSync(mediaFile(created.image!))).toBe(false);

    const removed = await author.api.post(
      `${API}/posts/update/${created.id}`,
      multipart({ remove_image: 'true' }),
    );
    expect(removed.json().data.image).toBeNull();
    expect(existsSync(mediaFile(newImage))).toBe(false);
  });

  test('blank content or a region of another country changes nothing', async () => {
    const post = await publish(app, author, { content: 'Stable' });
    const blank = await author.api.post(`${API}/posts/update/${post.id}`, { content: '   ' });
    expect(blank.statusCode).toBe(422);
    const wrongRegion = await author.api.post(`${API}/posts/update/${post.id}`, {
      content: 'Changed',
      region_id: ae.regionId,
    });
    expect(wrongRegion.statusCode).toBe(422);
    expect(Object.keys(wrongRegion.json().errors)).toEqual(['region_id']);
    expect((await storedPost(post.id))?.content).toBe('Stable');
  });

  test('another user may neither edit nor delete the post: 403 and nothing changes', async () => {
    const post = await publish(app, author, { content: 'Mine' });
    const edit = await other.api.post(`${API}/posts/update/${post.id}`, { content: 'Yours now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('community.not-post-author');
    const del = await other.api.inject({ method: 'DELETE', url: `${API}/posts/delete/${post.id}` });
    expect(del.statusCode).toBe(403);
    expect((await storedPost(post.id))?.content).toBe('Mine');
  });

  test('editing or deleting a missing post is a 404', async () => {
    const edit = await author.api.post(`${API}/posts/update/999999999`, { content: 'x' });
    expect(edit.statusCode).toBe(404);
    const del = await author.api.inject({ method: 'DELETE', url: `${API}/posts/delete/999999999` });
    expect(del.statusCode).toBe(404);
  });
});

describe('deleting a post', () => {
  test('the author deletes it with its comments, replies and reactions', async () => {
    const post = await publish(app, author, { content: 'Short-lived' });
    const top = await comment(other, { postId: post.id });
    await comment(author, { parentId: top.id });
    await react(other, post.id, 'sad');
    const res = await author.api.inject({
      method: 'DELETE',
      url: `${API}/posts/delete/${post.id}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'تم حذف المنشور.' });
    expect(await storedPost(post.id)).toBeUndefined();
    const [left] = await app.db
      .select({
        comments: sql<number>`(select count(*)::int from ${postComments} where ${postComments.postId} = ${post.id})`,
        reactions: sql<number>`(select count(*)::int from ${postReactions} where ${postReactions.postId} = ${post.id})`,
      })
      .from(sql`(select 1) as one`);
    expect(left).toEqual({ comments: 0, reactions: 0 });
    expect((await other.api.get(`${API}/posts/show/${post.id}`)).statusCode).toBe(404);
  });
});
