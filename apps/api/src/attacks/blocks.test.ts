import type {
  Comment,
  Conversation,
  NotificationsPage,
  Post,
  PresenceEvent,
  ReactionRecord,
  TypingEvent,
} from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, comment, type Member, member, publish, react } from '../../test/community.ts';
import { join, next, record, socketClients } from '../../test/sockets.ts';
import type { App } from '../app.ts';
import { insertBlock } from '../modules/community/blocks.repository.ts';

// A block is two-way: after Ahmed blocks Sara, neither reaches the other through posts, comments,
// reactions, notifications, presence or typing, and nothing tells Sara that she was blocked.
let app: App;
let baseURL: string;
const clients = socketClients(() => baseURL);

beforeAll(async () => {
  app = await buildTestApp();
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

const block = async (blocker: Member, blocked: Member) =>
  expect((await blocker.api.post(`${API}/blocks/${blocked.id}`)).statusCode).toBe(200);
const idsOf = (items: Array<{ id: number }>) => items.map((item) => item.id);
const feedIds = async (viewer: Member) =>
  idsOf((await viewer.api.get(`${API}/posts/index`)).json().data as Post[]);
const treeIds = async (viewer: Member, postId: number) => {
  const res = await viewer.api.get(`${API}/comments/post/${postId}/comments`);
  const flat = (comments: Comment[]): number[] =>
    comments.flatMap((c) => [c.id, ...flat(c.replies)]);
  return flat(res.json().data as Comment[]);
};
const reactorIds = async (viewer: Member, postId: number) =>
  (
    (await viewer.api.get(`${API}/reactions/post/${postId}/reactions`)).json()
      .data as ReactionRecord[]
  ).map((r) => r.user.id);
const notifiedBy = async (viewer: Member) =>
  ((await viewer.api.get(`${API}/notifications`)).json() as NotificationsPage).data.flatMap((n) =>
    n.actor ? [n.actor.id] : [],
  );
const listeners = async (room: string) =>
  (await app.io.in(room).fetchSockets()).map((socket) => socket.data.userId);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a block hides two people from each other', () => {
  test('posts, comments, reactions and notifications: the blocked one reaches nothing of the blocker, nor the other way', async () => {
    const [ahmed, sara, carl] = await Promise.all([
      member(app, 'Ahmed'),
      member(app, 'Sara'),
      member(app, 'Carl'),
    ]);
    const ahmedsPost = await publish(app, ahmed, { content: "Ahmed's post" });
    const sarasPost = await publish(app, sara, { content: "Sara's post" });
    const carlsPost = await publish(app, carl, { content: "Carl's post" });
    const ahmedOnCarl = await comment(ahmed, { postId: carlsPost.id }, 'Ahmed here');
    await react(ahmed, carlsPost.id, 'like');
    await block(ahmed, sara);

    const refusals = {
      // A user's posts, like their profile: not found.
      userPosts: (viewer: Member, author: Member) =>
        viewer.api.get(`${API}/posts/user/${author.id}`),
      // The post's own page, which a share link opens.
      show: (viewer: Member, post: Post) => viewer.api.get(`${API}/posts/show/${post.id}`),
      comments: (viewer: Member, post: Post) =>
        viewer.api.get(`${API}/comments/post/${post.id}/comments`),
      topLevel: (viewer: Member, post: Post) =>
        viewer.api.get(`${API}/posts/${post.id}/top-level-comments`),
      reactions: (viewer: Member, post: Post) =>
        viewer.api.get(`${API}/reactions/post/${post.id}/reactions`),
      comment: (viewer: Member, post: Post) =>
        viewer.api.post(`${API}/posts/${post.id}/comments`, { content: 'Hi' }),
      react: (viewer: Member, post: Post) =>
        viewer.api.post(`${API}/reactions/post/${post.id}/toggle`, { type: 'love' }),
    };
    for (const [viewer, author, post] of [
      [sara, ahmed, ahmedsPost],
      [ahmed, sara, sarasPost],
    ] as const) {
      expect((await refusals.userPosts(viewer, author)).json()).toMatchObject({
        code: 'community.user-not-found',
      });
      for (const attempt of [
        refusals.show,
        refusals.comments,
        refusals.topLevel,
        refusals.reactions,
        refusals.comment,
        refusals.react,
      ]) {
        const res = await attempt(viewer, post);
        expect(res.statusCode, `${attempt.name} ${res.body}`).toBe(404);
        expect(res.json().code).toBe('community.post-not-found');
      }
      expect(await feedIds(viewer)).not.toContain(post.id);
    }

    // On a third person's post, neither sees the other's comment, reaction or reply target.
    const saraOnCarl = await comment(sara, { postId: carlsPost.id }, 'Sara here');
    await react(sara, carlsPost.id, 'haha');
    expect(await treeIds(sara, carlsPost.id)).toEqual([saraOnCarl.id]);
    expect(await treeIds(ahmed, carlsPost.id)).toEqual([ahmedOnCarl.id]);
    expect(await treeIds(carl, carlsPost.id)).toEqual([ahmedOnCarl.id, saraOnCarl.id]);
    expect(await reactorIds(sara, carlsPost.id)).toEqual([sara.id]);
    expect(await reactorIds(ahmed, carlsPost.id)).toEqual([ahmed.id]);
    const card = (await sara.api.get(`${API}/posts/show/${carlsPost.id}`)).json().data as Post;
    const inFeed = ((await sara.api.get(`${API}/posts/index`)).json().data as Post[]).find(
      (post) => post.id === carlsPost.id,
    );
    expect([card.commentsCount, inFeed?.commentsCount]).toEqual([1, 1]);
    for (const [from, to] of [
      [sara, ahmedOnCarl],
      [ahmed, saraOnCarl],
    ] as const) {
      const reply = await from.api.post(`${API}/comments/${to.id}/replies`, { content: 'Psst' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().code).toBe('community.comment-not-found');
    }

    // Nothing Sara did reached Ahmed as a notification, nor the other way.
    expect(await notifiedBy(ahmed)).not.toContain(sara.id);
    expect(await notifiedBy(sara)).not.toContain(ahmed.id);
    // Carl was told by both.
    expect(await notifiedBy(carl)).toEqual(expect.arrayContaining([ahmed.id, sara.id]));
  });

  test('presence and typing: no room, no event and no "online" across a block, even for sockets that joined before it', async () => {
    const [ahmed, sara, carl] = await Promise.all([
      member(app, 'Ahmed'),
      member(app, 'Sara'),
      member(app, 'Carl'),
    ]);
    const start = async (from: Member, to: Member) =>
      (
        (await from.api.post(`${API}/chat/start-conversation`, { user_id: to.id })).json() as {
          data: Conversation;
        }
      ).data;
    const withSara = await start(sara, ahmed);
    await start(carl, ahmed);
    const thread = `conversation:${withSara.id}`;
    const saraSocket = await clients.connect(sara.token);
    const carlSocket = await clients.connect(carl.token);
    const ahmedSocket = await clients.connect(ahmed.token);
    for (const [socket, room] of [
      [saraSocket, `presence:${ahmed.id}`],
      [saraSocket, thread],
      [ahmedSocket, thread],
      [carlSocket, `presence:${ahmed.id}`],
    ] as const) {
      expect(await join(socket, room)).toEqual({ ok: true });
    }
    const saraHeard = record<PresenceEvent>(saraSocket, 'presence');
    const saraTyping = record<TypingEvent>(saraSocket, 'typing');
    const ahmedTyping = record<TypingEvent>(ahmedSocket, 'typing');

    // A block written without the HTTP route's room recheck (another instance that failed to
    // reach this one): the sockets that joined before it still hear nothing.
    await insertBlock(app.db, ahmed.id, sara.id);
    const carlHeard = next<PresenceEvent>(carlSocket, 'presence');
    const ahmedPhone = await clients.connect(ahmed.token);
    expect(await carlHeard).toEqual({ user_id: ahmed.id, online: true });
    saraSocket.emit('typing', { conversation_id: withSara.id });
    ahmedSocket.emit('typing', { conversation_id: withSara.id });
    ahmedPhone.disconnect();
    ahmedSocket.disconnect();
    expect(await next<PresenceEvent>(carlSocket, 'presence')).toEqual({
      user_id: ahmed.id,
      online: false,
    });
    await settle();
    expect(saraHeard).toEqual([]);
    expect(saraTyping).toEqual([]);
    expect(ahmedTyping).toEqual([]);

    // Ahmed is online, but not to Sara; and the blocked side cannot tell she was blocked.
    const back = await clients.connect(ahmed.token);
    const seen = await sara.api.get(`${API}/chat/conversation/${withSara.id}`);
    expect(seen.json().data).toMatchObject({ online: false, blocked: true });
    const carlsView = (await carl.api.get(`${API}/chat/get-conversations`)).json().data;
    expect(carlsView[0]).toMatchObject({ other_user: { id: ahmed.id }, online: true });
    for (const [from, to] of [
      [sara, ahmed],
      [ahmed, sara],
    ] as const) {
      for (const lang of ['en', 'ar']) {
        const res = await from.api.post(
          `${API}/chat/start-conversation`,
          { user_id: to.id },
          { 'accept-language': lang },
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(
          lang === 'en' ? "You can't message this person." : 'لا يمكنك مراسلة هذا الشخص.',
        );
      }
    }

    // The HTTP block takes her socket out of his presence room, and no new join passes either way.
    await block(ahmed, sara);
    expect(await listeners(`presence:${ahmed.id}`)).toEqual([carl.id]);
    expect(await join(saraSocket, `presence:${ahmed.id}`)).toMatchObject({ ok: false });
    expect(await join(back, `presence:${sara.id}`)).toMatchObject({ ok: false });
  });
});
