import type { CallOfferEvent, Conversation, MessagesPage } from '@souq/contract';
import type { Ack } from '@souq/contract/realtime';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, type Member, member } from '../../test/community.ts';
import { REDIS_URL, redisAnswers } from '../../test/redis.ts';
import { join, next, record, socketClients } from '../../test/sockets.ts';
import { type App, buildApp } from '../app.ts';
import { rowsOf } from '../db/rows.ts';
import { SOCKET_EVENT_BUDGETS } from '../realtime/event-budget.ts';

// Issue #28, item 1: 300 `call:offer` in 2 s were 300 answers, 300 call rows and 300 "missed
// call" messages. Every client event now has a budget per socket and per account; past it the
// event is refused with `realtime.rate-limited` (a message and a retry-after) and nothing is done.

const FLOOD = 300;

let app: App;
let baseURL = '';
const clients = socketClients(() => baseURL);

beforeAll(async () => {
  app = await buildTestApp();
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clients.closeAll();
  await app?.close();
});

const ask = (socket: Socket, event: string, payload: unknown) =>
  new Promise<Ack>((resolve) => socket.emit(event, payload, resolve));
/** `count` copies of one event at once; the answers in the order they were sent. */
const flood = (socket: Socket, event: string, payload: unknown, count = FLOOD) =>
  Promise.all(Array.from({ length: count }, () => ask(socket, event, payload)));
const refusedOf = (answers: Ack[]) => answers.filter((a) => a.error === 'realtime.rate-limited');
const servedOf = (answers: Ack[]) => answers.filter((a) => a.error !== 'realtime.rate-limited');

const pair = async () => {
  const [a, b] = await Promise.all([member(app, 'Company'), member(app, 'Sara')]);
  const res = await a.api.post(`${API}/chat/start-conversation`, { user_id: b.id });
  return { a, b, conversation: (res.json() as { data: Conversation }).data };
};
const ring = async (caller: Socket, callee: Socket, conversationId: number) => {
  const ringing = next<CallOfferEvent>(callee, 'call:offer');
  const offered = await ask(caller, 'call:offer', { conversation_id: conversationId, sdp: 'v=0' });
  expect(offered.ok).toBe(true);
  await ringing;
  return offered.call_id!;
};
/** The call rows and messages of a conversation, in `on`'s database. */
const countsOf = async (conversationId: number, on: App = app) =>
  rowsOf<{ calls: number; messages: number }>(
    await on.db.execute(sql`
      select (select count(*)::int from chat_calls where conversation_id = ${conversationId}) as calls,
             (select count(*)::int from chat_messages where conversation_id = ${conversationId}) as messages`),
  )[0];
const threadOf = async (reader: Member, conversationId: number) =>
  ((await reader.api.get(`${API}/chat/messages/${conversationId}`)).json() as MessagesPage).data;

test('300 call:offer to someone offline: the budget is served, the rest refused, and one missed-call entry ×N', async () => {
  const { a, b, conversation } = await pair();
  const caller = await clients.connect(a.token);
  const budget = SOCKET_EVENT_BUDGETS['call:offer'].perSocket;

  const answers = await flood(caller, 'call:offer', {
    conversation_id: conversation.id,
    sdp: 'v=0',
  });
  expect(servedOf(answers)).toHaveLength(budget);
  for (const served of servedOf(answers)) expect(served.error).toBe('offline');
  const refused = refusedOf(answers);
  expect(refused).toHaveLength(FLOOD - budget);
  expect(refused[0]).toEqual({
    ok: false,
    error: 'realtime.rate-limited',
    message: expect.stringMatching(/too often.*\d+ seconds?/),
    retry_after: expect.any(Number),
  });
  expect(refused[0]!.retry_after).toBeGreaterThan(0);
  expect(refused[0]!.retry_after).toBeLessThanOrEqual(60);

  expect(await countsOf(conversation.id)).toEqual({ calls: budget, messages: 1 });
  const thread = await threadOf(b, conversation.id);
  expect(thread).toEqual([
    expect.objectContaining({ kind: 'missed_call', sender_id: a.id, missed_calls: budget }),
  ]);
});

test('one account’s sockets share a budget: two sockets together are served no more than the account’s', async () => {
  const { a, conversation } = await pair();
  const first = await clients.connect(a.token);
  // Arabic in the handshake: the refusal is told in Arabic.
  const second = io(baseURL, {
    path: '/socket.io',
    auth: { token: a.token },
    transports: ['websocket'],
    extraHeaders: { 'accept-language': 'ar' },
  });
  await new Promise((resolve) => second.once('connect', () => resolve(undefined)));
  try {
    const payload = { conversation_id: conversation.id, sdp: 'v=0' };
    const [one, two] = await Promise.all([
      flood(first, 'call:offer', payload, 50),
      flood(second, 'call:offer', payload, 50),
    ]);
    expect(servedOf([...one, ...two])).toHaveLength(SOCKET_EVENT_BUDGETS['call:offer'].perUser);
    expect(refusedOf(two)[0]!.message).toMatch(/تكرر هذا الإجراء كثيرًا/);
    expect(await countsOf(conversation.id)).toEqual({
      calls: SOCKET_EVENT_BUDGETS['call:offer'].perUser,
      messages: 1,
    });
  } finally {
    second.disconnect();
  }
});

test('300 call:answer: the budget is looked at, the rest refused before any query', async () => {
  const { a, b, conversation } = await pair();
  const [caller, callee] = [await clients.connect(a.token), await clients.connect(b.token)];
  const callId = await ring(caller, callee, conversation.id);

  const answers = await flood(callee, 'call:answer', { call_id: callId, sdp: 'v=0' });
  const served = servedOf(answers);
  expect(served).toHaveLength(SOCKET_EVENT_BUDGETS['call:answer'].perSocket);
  expect(served.filter((s) => s.ok)).toHaveLength(1);
  expect(refusedOf(answers)).toHaveLength(FLOOD - served.length);
});

test('300 call:ice: the peer hears at most the budget', async () => {
  const { a, b, conversation } = await pair();
  const [caller, callee] = [await clients.connect(a.token), await clients.connect(b.token)];
  const callId = await ring(caller, callee, conversation.id);
  const heard = record(callee, 'call:ice');

  const answers = await flood(caller, 'call:ice', {
    call_id: callId,
    candidate: { candidate: 'candidate:1' },
  });
  const budget = SOCKET_EVENT_BUDGETS['call:ice'].perSocket;
  expect(servedOf(answers)).toEqual(Array(budget).fill({ ok: true }));
  expect(refusedOf(answers)).toHaveLength(FLOOD - budget);
  await ask(callee, 'typing', { conversation_id: conversation.id }); // a round trip: ICE has arrived
  expect(heard.length).toBeLessThanOrEqual(budget);
});

test('300 call:decline and 300 call:end: each answered within its budget, the rest refused', async () => {
  const { a, b, conversation } = await pair();
  const [caller, callee] = [await clients.connect(a.token), await clients.connect(b.token)];
  const callId = await ring(caller, callee, conversation.id);

  const declines = await flood(callee, 'call:decline', { call_id: callId });
  expect(servedOf(declines)).toEqual(
    Array(SOCKET_EVENT_BUDGETS['call:decline'].perSocket).fill({ ok: true }),
  );
  const ends = await flood(caller, 'call:end', { call_id: callId });
  expect(servedOf(ends)).toEqual(
    Array(SOCKET_EVENT_BUDGETS['call:end'].perSocket).fill({ ok: true }),
  );
  expect(refusedOf(ends)).toHaveLength(FLOOD - SOCKET_EVENT_BUDGETS['call:end'].perSocket);
});

test('300 typing: the other member hears at most the budget', async () => {
  const { a, b, conversation } = await pair();
  const [typist, reader] = [await clients.connect(a.token), await clients.connect(b.token)];
  const room = `conversation:${conversation.id}`;
  expect(await join(typist, room)).toEqual({ ok: true });
  expect(await join(reader, room)).toEqual({ ok: true });
  const heard = record(reader, 'typing');

  const answers = await flood(typist, 'typing', { conversation_id: conversation.id });
  const budget = SOCKET_EVENT_BUDGETS.typing.perSocket;
  expect(servedOf(answers)).toEqual(Array(budget).fill({ ok: true }));
  expect(refusedOf(answers)).toHaveLength(FLOOD - budget);
  await vi.waitFor(() => expect(heard).toHaveLength(budget));
  await ask(reader, 'leave', { room: 'post:1' }); // a round trip: nothing more was on its way
  expect(heard).toHaveLength(budget);
});

test('joins and leaves spread over one account’s sockets are held to the account’s budget', async () => {
  const user = await member(app, 'Joiner');
  const sockets = await Promise.all([1, 2, 3, 4].map(() => clients.connect(user.token)));
  const { perSocket, perUser } = SOCKET_EVENT_BUDGETS.join;
  const joins = (
    await Promise.all(
      sockets.map((socket) =>
        Promise.all(Array.from({ length: perSocket }, (_, i) => join(socket, `auction:${i + 1}`))),
      ),
    )
  ).flat();
  expect(joins.filter((j) => j.error !== 'realtime.rate-limited')).toHaveLength(perUser);

  const leaves = await flood(sockets[0]!, 'leave', { room: 'auction:1' });
  expect(servedOf(leaves)).toHaveLength(SOCKET_EVENT_BUDGETS.leave.perSocket);
  expect(refusedOf(leaves)).toHaveLength(FLOOD - SOCKET_EVENT_BUDGETS.leave.perSocket);
});

test('anonymous sockets from one address share three times an account’s budget', async () => {
  const { perSocket, perUser } = SOCKET_EVENT_BUDGETS.join;
  const sockets = await Promise.all(Array.from({ length: 10 }, () => clients.connect()));
  const joins = (
    await Promise.all(
      sockets.map((socket) =>
        Promise.all(Array.from({ length: perSocket }, (_, i) => join(socket, `auction:${i + 1}`))),
      ),
    )
  ).flat();
  expect(joins.filter((j) => j.error !== 'realtime.rate-limited')).toHaveLength(perUser * 3);
});

test('an event no budget names is refused, whatever it is called', async () => {
  const user = await member(app, 'Prober');
  const socket = await clients.connect(user.token);
  expect(await ask(socket, 'auction:bid', { auction_id: 1 })).toEqual({
    ok: false,
    error: 'realtime.forbidden',
  });
});

describe('missed calls in a row fold into one entry', () => {
  test('three calls left to ring out are one "missed call" ×3; once read, the next is new', async () => {
    const { a, b, conversation } = await pair();
    const caller = await clients.connect(a.token);
    const callee = await clients.connect(b.token);
    const ringOut = async () => {
      const callId = await ring(caller, callee, conversation.id);
      await app.db.execute(sql`update background_jobs set run_at = now()
        where type = 'chat.call-timeout' and key = ${`${callId}`}`);
      await app.jobs.drain();
    };
    for (let i = 0; i < 3; i++) await ringOut();
    expect(await threadOf(b, conversation.id)).toEqual([
      expect.objectContaining({ kind: 'missed_call', missed_calls: 3 }),
    ]);

    // Seen by the callee: the next call is a new entry, and a message between breaks a run too.
    expect((await b.api.post(`${API}/chat/read/${conversation.id}`)).statusCode).toBe(200);
    await ringOut();
    await a.api.post(`${API}/chat/send-message`, { conversation_id: conversation.id, body: 'hi' });
    await ringOut();
    const thread = await threadOf(b, conversation.id);
    expect(thread.map((m) => [m.kind, m.missed_calls])).toEqual([
      ['missed_call', 3],
      ['missed_call', 1],
      ['text', undefined],
      ['missed_call', 1],
    ]);
  });
});

describe.skipIf(!(await redisAnswers()))('two instances sharing Redis', () => {
  let first: App;
  let second: App;
  const urls = { first: '', second: '' };
  const firstClients = socketClients(() => urls.first);
  const secondClients = socketClients(() => urls.second);
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL });
    // One database behind both instances, as behind a load balancer.
    second = await buildApp({ config: first.config, database: first.database });
    urls.first = await first.listen({ port: 0, host: '127.0.0.1' });
    urls.second = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    firstClients.closeAll();
    secondClients.closeAll();
    await second?.close();
    await first?.close();
  });

  test('an account flooding call:offer through both instances is served its budget once, not twice', async () => {
    const [a, b] = await Promise.all([member(first, 'Company'), member(first, 'Sara')]);
    const started = await a.api.post(`${API}/chat/start-conversation`, { user_id: b.id });
    const conversation = (started.json() as { data: Conversation }).data;
    // Counters of another run's account with the same id (PGlite and PostgreSQL share Redis).
    const redis = new Redis(REDIS_URL);
    const stale = await redis.keys(`*socket-event:call:offer:user:${a.id}`);
    if (stale.length > 0) await redis.del(...stale);
    redis.disconnect();

    const payload = { conversation_id: conversation.id, sdp: 'v=0' };
    const [one, two] = await Promise.all([
      flood(await firstClients.connect(a.token), 'call:offer', payload, 100),
      flood(await secondClients.connect(a.token), 'call:offer', payload, 100),
    ]);
    const perUser = SOCKET_EVENT_BUDGETS['call:offer'].perUser;
    expect(servedOf([...one, ...two])).toHaveLength(perUser);
    expect(servedOf(one).length).toBeGreaterThan(0);
    expect(servedOf(two).length).toBeGreaterThan(0);
    const counts = await countsOf(conversation.id, first);
    expect(counts).toEqual({ calls: perUser, messages: 1 });
  });
});
