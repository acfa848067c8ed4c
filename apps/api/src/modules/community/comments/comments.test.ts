import type { Comment } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { API, comment, type Member, member, publish } from '../../../../test/community.ts';
import type { App } from '../../../app.ts';
import { postComments } from '../community.table.ts';

let app: App;
let postAuthor: Member;
let commenter: Member;
let stranger: Member;

beforeAll(async () => {
  app = await buildTestApp();
  [postAuthor, commenter, stranger] = await Promise.all([
    member(app, 'Post Author'),
    member(app, 'Commenter'),
    member(app, 'Stranger'),
  ]);
});
afterAll(() => app.close());

const put = (m: Member, id: number, payload: object, lang = 'en') =>
  m.api.inject({
    method: 'PUT',
    url: `${API}/comments/${id}`,
    payload,
    headers: { 'accept-language': lang },
  });
const del = (m: Member, id: number, lang = 'en') =>
  m.api.inject({
    method: 'DELETE',
    url: `${API}/comments/${id}`,
    headers: { 'accept-language': lang },
  });
const tree = async (m: Member, postId: number) =>
  ((await m.api.get(`${API}/comments/post/${postId}/comments`)).json() as { data: Comment[] }).data;
const storedContent = async (id: number) =>
  (await app.db.select().from(postComments).where(eq(postComments.id, id)))[0]?.content;

describe('writing comments', () => {
  test('a comment and a reply are created with the author, flags and a localised message', async () => {
    const post = await publish(app, postAuthor);
    const res = await commenter.api.post(
      `${API}/posts/${post.id}/comments`,
      { content: '  Great offer  ' },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json() as { data: Comment; message: string };
    expect(message).toBe('تمت إضافة تعليقك.');
    expect(data).toMatchObject({
      post_id: post.id,
      parent_id: null,
      content: 'Great offer',
      user: { id: commenter.id, name: 'Commenter', photo: null, type: 'user' },
      replies: [],
      replies_count: 0,
      canEdit: true,
      canDelete: true,
    });
    const reply = await postAuthor.api.post(`${API}/comments/${data.id}/replies`, {
      content: 'Thanks!',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message).toBe('Your reply was added.');
    expect(reply.json().data).toMatchObject({ post_id: post.id, parent_id: data.id });
  });

  test.each([
    ['blank', '   \n '],
    ['too long', 'x'.repeat(2001)],
  ])('a %s comment or reply is refused with a localised 422', async (_, content) => {
    const post = await publish(app, postAuthor);
    const top = await comment(commenter, { postId: post.id });
    for (const url of [`/posts/${post.id}/comments`, `/comments/${top.id}/replies`]) {
      const en = await commenter.api.post(`${API}${url}`, { content });
      expect(en.statusCode).toBe(422);
      expect(Object.keys(en.json().errors)).toEqual(['content']);
      const ar = await commenter.api.post(`${API}${url}`, { content }, { 'accept-language': 'ar' });
      expect(ar.json().errors.content[0]).toMatch(/\p{Script=Arabic}/u);
    }
    expect((await tree(commenter, post.id)).map((c) => c.replies.length)).toEqual([0]);
  });

  test('2,000 characters are accepted', async () => {
    const post = await publish(app, postAuthor);
    const res = await commenter.api.post(`${API}/posts/${post.id}/comments`, {
      content: 'x'.repeat(2000),
    });
    expect(res.statusCode).toBe(201);
  });

  test('commenting on a missing post or replying to a missing comment is a 404', async () => {
    const onPost = await commenter.api.post(`${API}/posts/999999999/comments`, { content: 'Hi' });
    expect(onPost.statusCode).toBe(404);
    expect(onPost.json().code).toBe('community.post-not-found');
    const onComment = await commenter.api.post(`${API}/comments/999999999/replies`, {
      content: 'Hi',
    });
    expect(onComment.statusCode).toBe(404);
    expect(onComment.json().code).toBe('community.comment-not-found');
  });

  test('signed out, comments can be neither read nor written', async () => {
    const post = await publish(app, postAuthor);
    for (const [method, url] of [
      ['GET', `/comments/post/${post.id}/comments`],
      ['POST', `/posts/${post.id}/comments`],
      ['GET', `/posts/${post.id}/top-level-comments`],
    ] as const) {
      const res = await app.inject({
        method,
        url: `${API}${url}`,
        payload: method === 'POST' ? { content: 'x' } : undefined,
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the comment tree', () => {
  test('top-level comments come oldest first, each with its nested replies in order', async () => {
    const post = await publish(app, postAuthor);
    const first = await comment(commenter, { postId: post.id }, 'first');
    const second = await comment(stranger, { postId: post.id }, 'second');
    const r1 = await comment(postAuthor, { parentId: first.id }, 'reply 1');
    const r2 = await comment(stranger, { parentId: first.id }, 'reply 2');
    const r1a = await comment(commenter, { parentId: r1.id }, 'reply to reply');
    await comment(postAuthor, { parentId: r1a.id }, 'deeper still');

    const roots = await tree(commenter, post.id);
    expect(roots.map((c) => c.content)).toEqual(['first', 'second']);
    expect(roots[0]!.replies.map((c) => c.content)).toEqual(['reply 1', 'reply 2']);
    expect(roots[0]!.replies_count).toBe(2);
    expect(roots[0]!.replies[0]!.replies.map((c) => c.content)).toEqual(['reply to reply']);
    expect(roots[0]!.replies[0]!.replies[0]!.replies.map((c) => c.content)).toEqual([
      'deeper still',
    ]);
    expect(roots[1]).toMatchObject({ id: second.id, replies: [], replies_count: 0 });

    const replies = (await commenter.api.get(`${API}/comments/${first.id}/replies`)).json()
      .data as Comment[];
    expect(replies.map((c) => c.id)).toEqual([r1.id, r2.id]);
    expect(replies[0]!.replies[0]!.id).toBe(r1a.id);

    const top = (
      await commenter.api.get(`${API}/posts/${post.id}/top-level-comments?per_page=1`)
    ).json();
    expect(top.meta).toEqual({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect(top.data).toEqual([
      expect.objectContaining({ id: first.id, replies: [], replies_count: 2 }),
    ]);
  });

  test('canEdit is for the comment’s author; canDelete also for the post’s author', async () => {
    const post = await publish(app, postAuthor);
    const top = await comment(commenter, { postId: post.id });
    await comment(stranger, { parentId: top.id });
    const flags = async (m: Member) => {
      const [c] = await tree(m, post.id);
      return [
        { canEdit: c!.canEdit, canDelete: c!.canDelete },
        { canEdit: c!.replies[0]!.canEdit, canDelete: c!.replies[0]!.canDelete },
      ];
    };
    expect(await flags(commenter)).toEqual([
      { canEdit: true, canDelete: true },
      { canEdit: false, canDelete: false },
    ]);
    expect(await flags(postAuthor)).toEqual([
      { canEdit: false, canDelete: true },
      { canEdit: false, canDelete: true },
    ]);
    expect(await flags(stranger)).toEqual([
      { canEdit: false, canDelete: false },
      { canEdit: true, canDelete: true },
    ]);
  });
});

describe('editing comments', () => {
  test('the author edits a comment with JSON and gets it back with its replies', async () => {
    const post = await publish(app, postAuthor);
    const top = await comment(commenter, { postId: post.id }, 'typo');
    await comment(stranger, { parentId: top.id }, 'a reply');
    const res = await put(commenter, top.id, { content: 'fixed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your comment was saved.');
    expect(res.json().data).toMatchObject({ id: top.id, content: 'fixed', replies_count: 1 });
    expect(res.json().data.replies[0].content).toBe('a reply');
    expect(await storedContent(top.id)).toBe('fixed');
  });

  test('nobody else may edit it, not even the post’s author: 403 and unchanged', async () => {
    const post = await publish(app, postAuthor);
    const top = await comment(commenter, { postId: post.id }, 'original');
    for (const m of [postAuthor, stranger]) {
      const res = await put(m, top.id, { content: 'hijacked' }, 'ar');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('community.not-comment-author');
      expect(res.json().message).toMatch(/\p{Script=Arabic}/u);
    }
    expect(await storedContent(top.id)).toBe('original');
  });

  test('a blank edit is refused and changes nothing; a missing comment is a 404', async () => {
    const post = await publish(app, postAuthor);
    const top = await comment(commenter, { postId: post.id }, 'keep me');
    expect((await put(commenter, top.id, { content: '  ' })).statusCode).toBe(422);
    expect(await storedContent(top.id)).toBe('keep me');
    expect((await put(commenter, 999999999, { content: 'x' })).statusCode).toBe(404);
  });
});

describe('deleting comments', () => {
  test('a stranger may not delete a comment: 403 and it stays', async () => {
    const post = await publish(app, postAuthor);
    const top = await comment(commenter, { postId: post.id });
    const res = await del(stranger, top.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('community.cannot-delete-comment');
    expect(await storedContent(top.id)).toBeDefined();
  });

  test('deleting a comment deletes its replies and theirs, answering a message', async () => {
    const post = await publish(app, postAuthor);
    const top = await comment(commenter, { postId: post.id });
    const reply = await comment(stranger, { parentId: top.id });
    const deeper = await comment(postAuthor, { parentId: reply.id });
    const sibling = await comment(stranger, { postId: post.id });
    const res = await del(commenter, top.id, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'تم حذف التعليق.' });
    for (const id of [top.id, reply.id, deeper.id]) expect(await storedContent(id)).toBeUndefined();
    expect((await tree(stranger, post.id)).map((c) => c.id)).toEqual([sibling.id]);
    expect((await del(commenter, top.id)).statusCode).toBe(404);
  });

  test('the post’s author may delete any comment on their post', async () => {
    const post = await publish(app, postAuthor);
    const top = await comment(commenter, { postId: post.id });
    const reply = await comment(stranger, { parentId: top.id });
    expect((await del(postAuthor, reply.id)).statusCode).toBe(200);
    const [{ n }] = (await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postComments)
      .where(eq(postComments.postId, post.id))) as [{ n: number }];
    expect(n).toBe(1);
    const shown = (await commenter.api.get(`${API}/posts/show/${post.id}`)).json().data;
    expect(shown.commentsCount).toBe(1);
  });
});

describe('the contract', () => {
  test('OpenAPI describes the comment tree as a named, recursive component', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths['/api/v1/comments/post/{postId}/comments'].get.responses['200'];
    expect(list.content['application/json'].schema.properties.data.items).toEqual({
      $ref: '#/components/schemas/Comment',
    });
    expect(doc.components.schemas.Comment.properties.replies.items).toEqual({
      $ref: '#/components/schemas/Comment',
    });
  });
});
