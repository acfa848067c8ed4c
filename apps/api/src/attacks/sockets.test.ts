import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, comment, type Member, member, publish } from '../../test/community.ts';
import { registrationFields } from '../../test/factories.ts';
import { REDIS_URL, redisAnswers } from '../../test/redis.ts';
import { type App, buildApp } from '../app.ts';
import { outboxEmails } from '../mail/outbox.table.ts';
import { sessions } from '../modules/accounts/accounts.table.ts';
import { SOCKET_EVENT_BUDGETS } from '../realtime/event-budget.ts';

const JOINS_PER_WINDOW = SOCKET_EVENT_BUDGETS.join.perSocket;

// A socket is only as trusted as its session is now, not as it was at the handshake.

type Answer = { ok: boolean; error?: string };

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

const connect = async (token: string, url = baseURL) => {
  const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('connect_error', fail);
  });
  return socket;
};
const join = (socket: Socket, room: string) =>
  new Promise<Answer>((resolve) => socket.emit('join', { room }, resolve));
/** Resolves with the reason once the server ends the socket. */
const ended = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
const signIn = async (account: Member) => {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email: account.email, password: account.password },
  });
  return res.json().data.token as string;
};
const sessionIdsOf = async (userId: number) =>
  (await app.db.select().from(sessions).where(eq(sessions.userId, userId))).map((s) => s.id);
const listeners = async (room: string) =>
  (await app.io.in(room).fetchSockets()).map((socket) => socket.data.userId);

describe('a session ended over HTTP ends its sockets', () => {
  test('logout disconnects the sockets of that session only; the token then joins nothing', async () => {
    const author = await member(app, 'Author');
    const post = await publish(app, author);
    const room = `post:${post.id}`;
    const socket = await connect(author.token);
    const otherDevice = await connect(await signIn(author));
    expect(await join(socket, room)).toEqual({ ok: true });

    const gone = ended(socket);
    expect((await author.api.post(`${API}/logout`)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(otherDevice.connected).toBe(true);
    expect(await listeners(room)).toEqual([]);

    // Reconnecting with the revoked token gives an anonymous socket, refused everywhere.
    socket.connect();
    expect(await join(socket, room)).toEqual({ ok: false, error: 'realtime.forbidden' });
  });

  test('a socket that leaves its own session room is still disconnected at logout', async () => {
    const user = await member(app, 'Escaper');
    const socket = await connect(user.token);
    const [sessionId] = await sessionIdsOf(user.id);
    socket.emit('leave', { room: `session:${sessionId}` });
    socket.emit('leave', { room: `user:${user.id}` });
    await join(socket, 'post:1');

    const gone = ended(socket);
    await user.api.post(`${API}/logout`);
    expect(await gone).toBe('io server disconnect');
  });

  test('a password reset disconnects every socket of the account', async () => {
    const user = await member(app, 'Resetter');
    const first = await connect(user.token);
    const second = await connect(await signIn(user));
    const bystander = await connect((await member(app, 'Bystander')).token);
    const bothGone = Promise.all([ended(first), ended(second)]);

    await app.inject({ method: 'POST', url: `${API}/send_code`, payload: { email: user.email } });
    const [mail] = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toEmail, user.email))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail!.bodyText)![1];
    const verified = await app.inject({
      method: 'POST',
      url: `${API}/verify_code`,
      payload: { email: user.email, code },
    });
    const reset = await app.inject({
      method: 'POST',
      url: `${API}/reset_password`,
      payload: {
        reset_token: verified.json().data.reset_token,
        password: 'Cedar-Harbor-Lamp-19',
        password_confirmation: 'Cedar-Harbor-Lamp-19',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await bothGone).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);
  });

  test('a session idle past 30 days loses its socket at the next sweep', async () => {
    const idle = await member(app, 'Idle');
    const active = await member(app, 'Active');
    const idleSocket = await connect(idle.token);
    const activeSocket = await connect(active.token);
    await app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.userId, idle.id));

    const gone = ended(idleSocket);
    await app.realtime.sweepEndedSessions();
    expect(await gone).toBe('io server disconnect');
    expect(activeSocket.connected).toBe(true);
  });

  test('a join on an expired session is refused and ends the socket, without waiting for a sweep', async () => {
    const author = await member(app, 'Author');
    const post = await publish(app, author);
    const socket = await connect(author.token);
    await app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.userId, author.id));

    const gone = ended(socket);
    expect(await join(socket, `post:${post.id}`)).toEqual({
      ok: false,
      error: 'realtime.session-ended',
    });
    expect(await gone).toBe('io server disconnect');
  });
});

test('a handshake that fails on the database tells the client a code, never the error', async () => {
  const sessionsOfApp = app.socketSessions;
  app.socketSessions = {
    ...sessionsOfApp,
    resolve: async () => {
      throw new Error('connection to 10.0.0.5:5432 refused (role souq_admin)');
    },
  };
  try {
    const socket = io(baseURL, {
      path: '/socket.io',
      auth: { token: 'any-token-at-all-000000' },
      transports: ['websocket'],
    });
    sockets.push(socket);
    const refused = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(refused.message).toBe('realtime.unavailable');
  } finally {
    app.socketSessions = sessionsOfApp;
  }
});

describe('post rooms follow who may see the post', () => {
  test('a block takes the blocker’s sockets out of the blocked author’s post rooms', async () => {
    const author = await member(app, 'Author');
    const blocker = await member(app, 'Blocker');
    const other = await member(app, 'Other');
    const post = await publish(app, author);
    const room = `post:${post.id}`;
    const blockerSocket = await connect(blocker.token);
    const otherSocket = await connect(other.token);
    expect(await join(blockerSocket, room)).toEqual({ ok: true });
    expect(await join(otherSocket, room)).toEqual({ ok: true });
    const blockerHeard: unknown[] = [];
    blockerSocket.on('post:comment', (event) => blockerHeard.push(event));
    blockerSocket.on('post:reaction', (event) => blockerHeard.push(event));

    expect((await blocker.api.post(`${API}/blocks/${author.id}`)).statusCode).toBe(200);
    const otherHeard = new Promise((resolve) => otherSocket.once('post:comment', resolve));
    await comment(author, { postId: post.id }, 'After the block');
    await otherHeard;
    expect(blockerHeard).toEqual([]);
    expect(await listeners(room)).toEqual([other.id]);
  });

  test('a post made inactive keeps only its author in its room; a deleted post empties it', async () => {
    const author = await member(app, 'Author');
    const reader = await member(app, 'Reader');
    const post = await publish(app, author);
    const room = `post:${post.id}`;
    expect(await join(await connect(author.token), room)).toEqual({ ok: true });
    expect(await join(await connect(reader.token), room)).toEqual({ ok: true });

    const hidden = await author.api.post(`${API}/posts/update/${post.id}`, { status: 'inactive' });
    expect(hidden.statusCode).toBe(200);
    expect(await listeners(room)).toEqual([author.id]);

    await author.api.inject({ method: 'DELETE', url: `${API}/posts/delete/${post.id}` });
    expect(await listeners(room)).toEqual([]);
  });
});

test('2,000 joins in a burst are all answered; past the budget none reaches the database', async () => {
  const user = await member(app, 'Flooder');
  const socket = await connect(user.token);
  let ruleChecks = 0;
  let sessionChecks = 0;
  app.rooms.allow('probe', async () => {
    ruleChecks += 1;
    return true;
  });
  const sessionsOfApp = app.socketSessions;
  app.socketSessions = {
    ...sessionsOfApp,
    liveIds: (ids) => {
      sessionChecks += 1;
      return sessionsOfApp.liveIds(ids);
    },
  };
  try {
    const answers = await Promise.all(
      Array.from({ length: 2000 }, (_, i) => join(socket, `probe:${i + 1}`)),
    );
    expect(answers).toHaveLength(2000);
    expect(answers.filter((a) => a.ok)).toHaveLength(JOINS_PER_WINDOW);
    expect(answers.slice(JOINS_PER_WINDOW)).toEqual(
      Array(2000 - JOINS_PER_WINDOW).fill(
        expect.objectContaining({ ok: false, error: 'realtime.rate-limited' }),
      ),
    );
    expect(ruleChecks).toBe(JOINS_PER_WINDOW);
    expect(sessionChecks).toBe(JOINS_PER_WINDOW);
  } finally {
    app.socketSessions = sessionsOfApp;
  }
});

describe.skipIf(!(await redisAnswers()))('two instances sharing Redis', () => {
  let first: App;
  let second: App;
  let secondURL: string;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL });
    // One database behind both instances, as behind a load balancer.
    second = await buildApp({ config: first.config, database: first.database });
    await first.listen({ port: 0, host: '127.0.0.1' });
    secondURL = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('logout on one instance disconnects the session’s socket on the other', async () => {
    // An address of its own: the rate-limit counters in the shared Redis are per address.
    const remoteAddress = `10.${randomBytes(3).join('.')}`;
    const registered = await first.inject({
      method: 'POST',
      url: `${API}/register-user`,
      payload: await registrationFields(first),
      remoteAddress,
    });
    const { token } = registered.json().data;
    const socket = await connect(token, secondURL);
    // Give the adapter a moment to subscribe the new rooms on Redis.
    await new Promise((r) => setTimeout(r, 200));
    const gone = ended(socket);
    const logout = await first.inject({
      method: 'POST',
      url: `${API}/logout`,
      headers: { authorization: `Bearer ${token}` },
      remoteAddress,
    });
    expect(logout.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
