import type { PostCommentEvent, PostReactionEvent } from '@souq/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, comment, type Member, member, publish, react } from '../../../test/community.ts';
import type { App } from '../../app.ts';

let app: App;
let baseURL: string;
let author: Member;
let listener: Member;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  [author, listener] = await Promise.all([member(app, 'Author'), member(app, 'Listener')]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

const connect = (token?: string) => {
  const socket = io(baseURL, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
  });
  sockets.push(socket);
  return socket;
};
const join = (socket: Socket, room: string) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit('join', { room }, resolve));
const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

describe('the post room', () => {
  test('a signed-in user joins a visible post; anonymous, hidden or blocked ones are refused', async () => {
    const post = await publish(app, author);
    const draft = await publish(app, author, { status: 'inactive' });
    const socket = connect(listener.token);
    expect(await join(socket, `post:${post.id}`)).toEqual({ ok: true });
    expect(await join(socket, `post:${draft.id}`)).toMatchObject({ ok: false });
    expect(await join(socket, 'post:999999999')).toMatchObject({ ok: false });
    expect(await join(connect(), `post:${post.id}`)).toMatchObject({ ok: false });
    expect(await join(connect(author.token), `post:${draft.id}`)).toEqual({ ok: true });
    await listener.api.inject({ method: 'POST', url: `${API}/blocks/${author.id}` });
    expect(await join(socket, `post:${post.id}`)).toMatchObject({ ok: false });
    await listener.api.inject({ method: 'DELETE', url: `${API}/blocks/${author.id}` });
  });

  test('comments and reactions are announced to the post’s room', async () => {
    const post = await publish(app, author);
    const socket = connect(listener.token);
    expect(await join(socket, `post:${post.id}`)).toEqual({ ok: true });

    const commented = next<PostCommentEvent>(socket, 'post:comment');
    const note = await comment(author, { postId: post.id }, 'Live!');
    expect(await commented).toEqual({
      post_id: post.id,
      action: 'created',
      comment_id: note.id,
      parent_id: null,
      commentsCount: 1,
    });

    const reacted = next<PostReactionEvent>(socket, 'post:reaction');
    await react(author, post.id, 'wow');
    expect(await reacted).toEqual({
      post_id: post.id,
      user_id: author.id,
      type: 'wow',
      reactionsCount: 1,
      reactionsSummary: [{ type: 'wow', type_emoji: '😮', count: 1 }],
    });

    const deleted = next<PostCommentEvent>(socket, 'post:comment');
    await author.api.inject({ method: 'DELETE', url: `${API}/comments/${note.id}` });
    expect(await deleted).toMatchObject({
      action: 'deleted',
      comment_id: note.id,
      commentsCount: 0,
    });
  });
});
