import type { Notification, NotificationNewEvent, NotificationsPage } from '@souq/contract';
import { and, eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptedBid, postAuction, setAuctionTimes } from '../../../test/auction-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, comment, type Member, member, publish, react } from '../../../test/community.ts';
import { createUser } from '../../../test/factories.ts';
import { applyOk, postJob } from '../../../test/job-factories.ts';
import type { App } from '../../app.ts';
import { outboxEmails } from '../../mail/outbox.table.ts';
import { silentAuctionsRealtime } from '../auctions/auctions.realtime.ts';
import { sweepDueAuctions } from '../auctions/closing/auction-sweep.ts';
import { notifications } from './notifications.table.ts';
import { notifying } from './notify.ts';

let app: App;
let baseURL: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

/** Every notification row of these people, as `type` per recipient. */
const rowsFor = async (...people: Array<{ id: number }>) =>
  app.db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(sql`${notifications.userId} in ${people.map((p) => p.id)}`);

const listOf = async (who: Member, lang = 'en') =>
  (
    (await who.api.get(`${API}/notifications`, { 'accept-language': lang })).json() as {
      data: Notification[];
      meta: NotificationsPage['meta'];
    }
  ).data;

const unread = async (who: Member) =>
  (
    (await who.api.get(`${API}/notifications/unread-count`)).json() as {
      data: { unread_count: number };
    }
  ).data.unread_count;

const connect = async (token: string) => {
  const socket = io(baseURL, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
};

describe('each event tells the right person once, never the actor', () => {
  test('a comment tells the post author; a reply tells the comment author (and the post author); the actor is not told', async () => {
    const [sara, omar, lina] = await Promise.all([
      member(app, 'Sara'),
      member(app, 'Omar'),
      member(app, 'Lina'),
    ]);
    const post = await publish(app, sara);
    const first = await comment(omar, { postId: post.id });
    expect(await rowsFor(sara, omar)).toEqual([{ userId: sara.id, type: 'community.comment' }]);
    await comment(lina, { parentId: first.id });
    expect(await rowsFor(sara, omar, lina)).toEqual(
      expect.arrayContaining([
        { userId: sara.id, type: 'community.comment' },
        { userId: omar.id, type: 'community.reply' },
      ]),
    );
    expect(await rowsFor(sara, omar, lina)).toHaveLength(3);
    // Commenting on one's own post tells no one.
    await comment(sara, { postId: post.id });
    expect(await rowsFor(sara, omar, lina)).toHaveLength(3);
    const [latest] = await listOf(sara, 'ar');
    expect(latest).toMatchObject({
      type: 'community.comment',
      text: 'علّق Lina على منشورك.',
      actor: { id: lina.id, name: 'Lina' },
      target: { kind: 'post', id: post.id, link: `/community?post=${post.id}` },
      read_at: null,
    });
  });

  test('reactions on one post fold into one unread notification ("Sara and 2 others"), however many arrive at once', async () => {
    const author = await member(app, 'Author');
    const post = await publish(app, author);
    const fans = await Promise.all(Array.from({ length: 12 }, (_, i) => member(app, `Fan${i}`)));
    await Promise.all(fans.map((fan) => react(fan, post.id, 'love')));
    // A change of mind by one fan does not count twice.
    await react(fans[0]!, post.id, 'like');
    const rows = await app.db
      .select({ actors: notifications.actorIds })
      .from(notifications)
      .where(
        and(eq(notifications.userId, author.id), eq(notifications.type, 'community.reaction')),
      );
    expect(rows).toHaveLength(1);
    expect(new Set(rows[0]!.actors).size).toBe(12);
    const [told] = await listOf(author);
    expect(told).toMatchObject({ actors_count: 12, actor: { id: fans[0]!.id } });
    expect(told!.text).toBe('Fan0 and 11 others reacted to your post.');
    // Once read, the next reaction starts a new notification.
    await author.api.post(`${API}/notifications/read`, { all: true });
    await react(fans[1]!, post.id, 'haha');
    const again = await listOf(author);
    expect(again.filter((n) => n.type === 'community.reaction')).toHaveLength(2);
    expect(again[0]).toMatchObject({ actors_count: 1, read_at: null });
  });

  test('friend request and acceptance tell the other person; a block silences them', async () => {
    const [a, b, c] = await Promise.all([
      member(app, 'Aya'),
      member(app, 'Bilal'),
      member(app, 'Carl'),
    ]);
    expect((await a.api.post(`${API}/friends/request/${b.id}`)).statusCode).toBeLessThan(300);
    expect(await rowsFor(a, b)).toEqual([{ userId: b.id, type: 'friends.request' }]);
    expect((await b.api.post(`${API}/friends/accept/${a.id}`)).statusCode).toBeLessThan(300);
    expect(await rowsFor(a, b)).toEqual(
      expect.arrayContaining([{ userId: a.id, type: 'friends.accepted' }]),
    );
    expect(await rowsFor(a, b)).toHaveLength(2);
    // Blocked either way: nothing is written, whatever an area asks.
    expect((await a.api.post(`${API}/blocks/${c.id}`)).statusCode).toBeLessThan(300);
    await notifying(app.db, async (_tx, notify) => {
      await notify({ type: 'friends.request', recipientId: a.id, actorId: c.id });
      await notify({ type: 'friends.request', recipientId: c.id, actorId: a.id });
    });
    expect(await rowsFor(c)).toEqual([]);
    expect(await rowsFor(a)).toEqual([{ userId: a.id, type: 'friends.accepted' }]);
  });

  test('a new applicant tells the company; a status change tells the applicant, and is e-mailed in their language', async () => {
    const company = await createUser(app, { type: 'company', name: 'Acme' });
    const applicant = await member(app, 'Huda');
    // Huda's app speaks Arabic: the e-mail follows.
    await applicant.api.get(`${API}/notifications/unread-count`, { 'accept-language': 'ar' });
    const job = await postJob(app, company.token, { title: 'Night baker' });
    const application = await applyOk(app, applicant.token, job.id);
    expect(await rowsFor({ id: company.account.id }, applicant)).toEqual([
      { userId: company.account.id, type: 'job.applicant' },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/applications/${application.id}/status`,
      headers: { authorization: `Bearer ${company.token}` },
      payload: { status: 'successful' },
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsFor(applicant)).toEqual([
      { userId: applicant.id, type: 'job.application-status' },
    ]);
    await app.jobs.drain();
    const mails = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, applicant.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('أصبحت حالة طلبك لوظيفة «Night baker»: مقبول.');
    expect(mails[0]!.bodyText).toContain(`/jobs/${job.id}`);
    const [told] = await listOf(applicant);
    expect(told!.text).toBe('Your application for "Night baker" is now: successful.');
  });

  test('bids: the outbid bidder and the owner are told (owner folded per auction); the end tells winner, owner and loser; the win is e-mailed', async () => {
    const [owner, alice, bob] = await Promise.all([
      member(app, 'Owner'),
      member(app, 'Alice'),
      member(app, 'Bob'),
    ]);
    const auction = await postAuction(app, owner.token, { title: 'Brass lamp' });
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    await acceptedBid(app, bob.token, auction.id, { amount: '1100' });
    expect(await rowsFor(owner, alice, bob)).toEqual(
      expect.arrayContaining([
        { userId: alice.id, type: 'auction.outbid' },
        { userId: owner.id, type: 'auction.bid' },
      ]),
    );
    expect(await rowsFor(owner, alice, bob)).toHaveLength(2);
    const [ownerView] = await listOf(owner);
    expect(ownerView!.text).toBe('Bob and one other bidder bid on your auction "Brass lamp".');
    await setAuctionTimes(app, auction.id, { endsIn: -1000 });
    await sweepDueAuctions({ db: app.db, realtime: silentAuctionsRealtime });
    expect(await rowsFor(owner, alice, bob)).toEqual(
      expect.arrayContaining([
        { userId: bob.id, type: 'auction.won' },
        { userId: owner.id, type: 'auction.sold' },
        { userId: alice.id, type: 'auction.lost' },
      ]),
    );
    expect(await rowsFor(owner, alice, bob)).toHaveLength(5);
    await app.jobs.drain();
    const mails = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, bob.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You won the auction "Brass lamp" at $1,100.');
  });

  test('buy now ends the auction at once: the buyer won (e-mailed), the owner sold, the other bidder lost', async () => {
    const [owner, alice, bob] = await Promise.all([
      member(app, 'Seller'),
      member(app, 'Early'),
      member(app, 'Buyer'),
    ]);
    const auction = await postAuction(app, owner.token, { buy_now_price: '5000' });
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    await acceptedBid(app, bob.token, auction.id, { amount: '5000', buy_now: true });
    expect(await rowsFor(owner, alice, bob)).toEqual(
      expect.arrayContaining([
        { userId: owner.id, type: 'auction.bid' },
        { userId: bob.id, type: 'auction.won' },
        { userId: owner.id, type: 'auction.sold' },
        { userId: alice.id, type: 'auction.lost' },
      ]),
    );
    expect(await rowsFor(owner, alice, bob)).toHaveLength(4);
    await app.jobs.drain();
    const mails = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, bob.email));
    expect(mails).toHaveLength(1);
  });

  test('a message tells the recipient only when their thread is not open', async () => {
    const [a, b] = await Promise.all([member(app, 'Amal'), member(app, 'Badr')]);
    const start = await a.api.post(`${API}/chat/start-conversation`, { user_id: b.id });
    const conversation = (start.json() as { data: { id: number } }).data;
    const send = (body: string) =>
      a.api.post(`${API}/chat/send-message`, { conversation_id: conversation.id, body });
    expect((await send('hello')).statusCode).toBe(201);
    expect(await rowsFor(a, b)).toEqual([{ userId: b.id, type: 'chat.message' }]);
    await b.api.post(`${API}/notifications/read`, { all: true });
    // Badr opens the thread: his socket is in the conversation's room.
    const socket = await connect(b.token);
    const joined = await new Promise<{ ok: boolean }>((resolve) =>
      socket.emit('join', { room: `conversation:${conversation.id}` }, resolve),
    );
    expect(joined.ok).toBe(true);
    await send('are you there?');
    expect(await rowsFor(a, b)).toHaveLength(1);
    socket.emit('leave', { room: `conversation:${conversation.id}` });
    await new Promise((r) => setTimeout(r, 100));
    await send('still there?');
    expect(await rowsFor(a, b)).toHaveLength(2);
    // Reading the thread reads its notifications too, and Badr's other tabs hear the count.
    const counted = new Promise<{ unread_count: number }>((resolve) =>
      socket.once('notification:read', resolve),
    );
    expect((await b.api.post(`${API}/chat/read/${conversation.id}`)).statusCode).toBe(200);
    expect(await counted).toEqual({ unread_count: 0 });
    expect(await unread(b)).toBe(0);
  });
});

describe('reading', () => {
  test('401 before validation on every route', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['POST', '/notifications/read'],
      ['GET', '/notifications/unread-count'],
      ['GET', '/notifications/settings'],
      ['POST', '/notifications/settings'],
    ] as const) {
      const res = await app.inject({
        method,
        url: `${API}${url}`,
        payload: method === 'POST' ? '{bad' : undefined,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  test("marking read: one, then all; only one's own; newest first and paged", async () => {
    const [me, other] = await Promise.all([member(app, 'Me'), member(app, 'Other')]);
    const stranger = await member(app, 'Stranger');
    const posts = [await publish(app, me), await publish(app, me), await publish(app, me)];
    for (const p of posts) await comment(other, { postId: p.id });
    const strangerPost = await publish(app, stranger);
    await comment(other, { postId: strangerPost.id });
    const list = await listOf(me);
    expect(list.map((n) => n.target.id)).toEqual(posts.map((p) => p.id).reverse());
    expect(await unread(me)).toBe(3);
    const page = (
      await me.api.get(`${API}/notifications?per_page=2&page=2`)
    ).json() as NotificationsPage;
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ total: 3, last_page: 2, unread_count: 3 });
    const [theirs] = await listOf(stranger);
    // Someone else's id changes nothing.
    const mark = await me.api.post(`${API}/notifications/read`, { ids: [list[0]!.id, theirs!.id] });
    expect(mark.json()).toEqual({ data: { unread_count: 2 } });
    expect(await unread(stranger)).toBe(1);
    expect((await me.api.post(`${API}/notifications/read`, { ids: [] })).statusCode).toBe(422);
    await me.api.post(`${API}/notifications/read`, { all: true });
    expect(await unread(me)).toBe(0);
    expect(await unread(stranger)).toBe(1);
  });

  test('a muted type is not written; settings list every type', async () => {
    const [me, other] = await Promise.all([member(app, 'Quiet'), member(app, 'Loud')]);
    const set = await me.api.post(`${API}/notifications/settings`, {
      types: [{ type: 'community.comment', enabled: false }],
    });
    expect(set.statusCode).toBe(200);
    const settings = (set.json() as { data: { types: Array<{ type: string; enabled: boolean }> } })
      .data.types;
    expect(settings.find((t) => t.type === 'community.comment')).toEqual({
      type: 'community.comment',
      enabled: false,
    });
    expect(settings.filter((t) => !t.enabled)).toHaveLength(1);
    const post = await publish(app, me);
    await comment(other, { postId: post.id });
    expect(await rowsFor(me)).toEqual([]);
    await me.api.post(`${API}/notifications/settings`, {
      types: [{ type: 'community.comment', enabled: true }],
    });
    await comment(other, { postId: post.id });
    expect(await rowsFor(me)).toEqual([{ userId: me.id, type: 'community.comment' }]);
    expect(
      (
        await me.api.post(`${API}/notifications/settings`, {
          types: [{ type: 'nope', enabled: true }],
        })
      ).statusCode,
    ).toBe(422);
  });

  test("live: notification:new reaches the recipient's socket, told in their language, with the unread count", async () => {
    const [me, other] = await Promise.all([member(app, 'Live'), member(app, 'Nour')]);
    await me.api.get(`${API}/notifications/unread-count`, { 'accept-language': 'ar' });
    const socket = await connect(me.token);
    const post = await publish(app, me);
    const arrived = new Promise<NotificationNewEvent>((resolve) =>
      socket.once('notification:new', resolve),
    );
    await react(other, post.id, 'love');
    const event = await arrived;
    expect(event).toMatchObject({
      unread_count: 1,
      notification: {
        type: 'community.reaction',
        text: 'تفاعل Nour مع منشورك.',
        actor: { id: other.id },
      },
    });
  });
});
