import type {
  CallEndEvent,
  CallOfferEvent,
  ChatMessage,
  Conversation,
  MessageNewEvent,
  MessageReadEvent,
  MessagesPage,
  PresenceEvent,
  TypingEvent,
} from '@souq/contract';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, type Member, member } from '../../../test/community.ts';
import { join, next, record, socketClients } from '../../../test/sockets.ts';
import type { App } from '../../app.ts';

let app: App;
let baseURL: string;

beforeAll(async () => {
  app = await buildTestApp();
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

const clients = socketClients(() => baseURL);
const connect = clients.connect;
const ask = <T>(socket: Socket, event: string, payload: unknown) =>
  new Promise<T>((resolve) => socket.emit(event, payload, resolve));
const settle = () => new Promise((r) => setTimeout(r, 300));

const pair = async () => {
  const [a, b] = await Promise.all([member(app, 'Amal'), member(app, 'Badr')]);
  const res = await a.api.post(`${API}/chat/start-conversation`, { user_id: b.id });
  return { a, b, conversation: (res.json() as { data: Conversation }).data };
};
const send = async (from: Member, conversationId: number, body: string) =>
  (
    (
      await from.api.post(`${API}/chat/send-message`, { conversation_id: conversationId, body })
    ).json() as { data: ChatMessage }
  ).data;

describe('conversation rooms', () => {
  test('only the two participants may join; a stranger or anonymous socket is refused', async () => {
    const { a, b, conversation } = await pair();
    const stranger = await member(app, 'Stranger');
    const room = `conversation:${conversation.id}`;
    expect(await join(await connect(a.token), room)).toEqual({ ok: true });
    expect(await join(await connect(b.token), room)).toEqual({ ok: true });
    expect(await join(await connect(stranger.token), room)).toMatchObject({ ok: false });
    expect(await join(await connect(), room)).toMatchObject({ ok: false });
    expect(await join(await connect(stranger.token), `presence:${a.id}`)).toMatchObject({
      ok: false,
    });
  });

  test('a message sent over HTTP reaches every socket of both participants, nobody else', async () => {
    const { a, b, conversation } = await pair();
    const stranger = await member(app, 'Eavesdropper');
    const aPhone = await connect(a.token);
    const bPhone = await connect(b.token);
    const bLaptop = await connect(b.token);
    const strangerSocket = await connect(stranger.token);
    // Even a stranger asking for the room gets nothing.
    await join(strangerSocket, `conversation:${conversation.id}`);
    const overheard = record(strangerSocket, 'message:new');
    const overheardRead = record(strangerSocket, 'message:read');

    const onPhone = next<MessageNewEvent>(bPhone, 'message:new');
    const onLaptop = next<MessageNewEvent>(bLaptop, 'message:new');
    const onSender = next<MessageNewEvent>(aPhone, 'message:new');
    const sent = await send(a, conversation.id, 'Is the bike still for sale?');
    for (const event of await Promise.all([onPhone, onLaptop, onSender])) {
      expect(event).toMatchObject({
        conversation_id: conversation.id,
        message: { id: sent.id, body: 'Is the bike still for sale?', sender_id: a.id },
      });
    }

    const read = next<MessageReadEvent>(aPhone, 'message:read');
    await b.api.post(`${API}/chat/read/${conversation.id}`);
    expect(await read).toMatchObject({
      conversation_id: conversation.id,
      user_id: b.id,
      last_read_message_id: sent.id,
    });
    await settle();
    expect(overheard).toEqual([]);
    expect(overheardRead).toEqual([]);
  });

  test('typing reaches the other participant in the room, and not the typist nor a stranger', async () => {
    const { a, b, conversation } = await pair();
    const room = `conversation:${conversation.id}`;
    const aSocket = await connect(a.token);
    const bSocket = await connect(b.token);
    const stranger = await connect((await member(app, 'Nosy')).token);
    await join(aSocket, room);
    await join(bSocket, room);
    const echoed = record(aSocket, 'typing');
    const overheard = record(stranger, 'typing');
    const typing = next<TypingEvent>(bSocket, 'typing');
    aSocket.emit('typing', { conversation_id: conversation.id });
    // A stranger's typing in a room it could not join goes nowhere.
    stranger.emit('typing', { conversation_id: conversation.id });
    expect(await typing).toEqual({ conversation_id: conversation.id, user_id: a.id });
    await settle();
    expect(echoed).toEqual([]);
    expect(overheard).toEqual([]);
  });

  test('presence: who shares a conversation hears the other come online and leave', async () => {
    const { a, b } = await pair();
    const watcher = await connect(a.token);
    expect(await join(watcher, `presence:${b.id}`)).toEqual({ ok: true });
    const online = next<PresenceEvent>(watcher, 'presence');
    const bSocket = await connect(b.token);
    expect(await online).toEqual({ user_id: b.id, online: true });
    const conversation = (
      (await a.api.get(`${API}/chat/get-conversations`)).json() as { data: Conversation[] }
    ).data[0]!;
    expect(conversation.online).toBe(true);
    const offline = next<PresenceEvent>(watcher, 'presence');
    bSocket.disconnect();
    expect(await offline).toEqual({ user_id: b.id, online: false });
  });

  test("a revoked session's socket is disconnected (logout)", async () => {
    const { a } = await pair();
    const socket = await connect(a.token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await a.api.post(`${API}/logout`);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('voice calls', () => {
  test('an offer rings only the callee; the answer reaches only the caller; hang-up ends it for both', async () => {
    const { a, b, conversation } = await pair();
    const stranger = await connect((await member(app, 'Wiretap')).token);
    const tapped = [
      record(stranger, 'call:offer'),
      record(stranger, 'call:answer'),
      record(stranger, 'call:ice'),
    ];
    const caller = await connect(b.token);
    const callee = await connect(a.token);
    const calleeTablet = await connect(a.token);

    const ringing = next<CallOfferEvent>(callee, 'call:offer');
    const offered = await ask<{ ok: boolean; call_id: number }>(caller, 'call:offer', {
      conversation_id: conversation.id,
      sdp: 'v=0 offer',
    });
    expect(offered.ok).toBe(true);
    expect(await ringing).toMatchObject({
      call_id: offered.call_id,
      conversation_id: conversation.id,
      caller: { id: b.id, name: 'Badr' },
      sdp: 'v=0 offer',
    });

    // A stranger cannot answer, decline or end someone else's call.
    expect(
      await ask(stranger, 'call:answer', { call_id: offered.call_id, sdp: 'x' }),
    ).toMatchObject({ ok: false });
    expect(await ask(stranger, 'call:decline', { call_id: offered.call_id })).toMatchObject({
      ok: false,
    });
    expect(await ask(stranger, 'call:end', { call_id: offered.call_id })).toMatchObject({
      ok: false,
    });

    const answered = next(caller, 'call:answer');
    const stopOther = next<CallEndEvent>(calleeTablet, 'call:end');
    expect(
      await ask(callee, 'call:answer', { call_id: offered.call_id, sdp: 'v=0 answer' }),
    ).toEqual({ ok: true });
    expect(await answered).toEqual({ call_id: offered.call_id, sdp: 'v=0 answer' });
    expect(await stopOther).toEqual({ call_id: offered.call_id, reason: 'answered-elsewhere' });

    const ice = next(callee, 'call:ice');
    caller.emit('call:ice', { call_id: offered.call_id, candidate: { candidate: 'candidate:1' } });
    expect(await ice).toEqual({
      call_id: offered.call_id,
      candidate: { candidate: 'candidate:1' },
    });

    const ended = next<CallEndEvent>(caller, 'call:end');
    expect(await ask(callee, 'call:end', { call_id: offered.call_id })).toEqual({ ok: true });
    expect(await ended).toEqual({ call_id: offered.call_id, reason: 'hangup' });
    await settle();
    expect(tapped.flat()).toEqual([]);
  });

  test('someone whose phone is already ringing is busy: a second call is not put through', async () => {
    const { a, b, conversation } = await pair();
    const third = await member(app, 'Third caller');
    const other = (
      (await third.api.post(`${API}/chat/start-conversation`, { user_id: a.id })).json() as {
        data: Conversation;
      }
    ).data;
    const callee = await connect(a.token);
    const caller = await connect(b.token);
    const ringing = next<CallOfferEvent>(callee, 'call:offer');
    const first = await ask<{ ok: boolean; call_id: number }>(caller, 'call:offer', {
      conversation_id: conversation.id,
      sdp: 'v=0',
    });
    await ringing;
    const second = await ask(await connect(third.token), 'call:offer', {
      conversation_id: other.id,
      sdp: 'v=0',
    });
    expect(second).toEqual({ ok: false, error: 'busy' });
    expect(await ask(caller, 'call:end', { call_id: first.call_id })).toEqual({ ok: true });
  });

  test('nobody can call someone who blocked them, nor someone they blocked', async () => {
    const { a, b, conversation } = await pair();
    await connect(a.token);
    await a.api.inject({ method: 'POST', url: `${API}/blocks/${b.id}` });
    for (const who of [a, b]) {
      expect(
        await ask(await connect(who.token), 'call:offer', {
          conversation_id: conversation.id,
          sdp: 'v=0',
        }),
      ).toMatchObject({ ok: false, error: 'realtime.forbidden' });
    }
  });

  test('a stranger cannot call into a conversation', async () => {
    const { conversation } = await pair();
    const stranger = await connect((await member(app, 'Prank caller')).token);
    expect(
      await ask(stranger, 'call:offer', { conversation_id: conversation.id, sdp: 'v=0' }),
    ).toMatchObject({ ok: false });
  });

  test('a call to someone offline becomes a missed-call message at once', async () => {
    const { a, b, conversation } = await pair();
    const caller = await connect(b.token);
    const message = next<MessageNewEvent>(caller, 'message:new');
    const offered = await ask<{ ok: boolean; error: string }>(caller, 'call:offer', {
      conversation_id: conversation.id,
      sdp: 'v=0',
    });
    expect(offered).toMatchObject({ ok: false, error: 'offline' });
    expect((await message).message).toMatchObject({ kind: 'missed_call', sender_id: b.id });
    const thread = (
      await a.api.get(`${API}/chat/messages/${conversation.id}`)
    ).json() as MessagesPage;
    expect(thread.data.at(-1)).toMatchObject({ kind: 'missed_call' });
  });

  test('a call nobody answers in 30 s is missed; a late answer is refused', async () => {
    const { a, b, conversation } = await pair();
    const caller = await connect(b.token);
    const callee = await connect(a.token);
    const ringing = next<CallOfferEvent>(callee, 'call:offer');
    const offered = await ask<{ ok: boolean; call_id: number }>(caller, 'call:offer', {
      conversation_id: conversation.id,
      sdp: 'v=0',
    });
    await ringing;
    const ended = next<CallEndEvent>(callee, 'call:end');
    const missed = next<MessageNewEvent>(callee, 'message:new');
    // The ring timeout is a job due in 30 s: as if they had passed, it is due now.
    await app.db.execute(sql`
      update background_jobs set run_at = now()
      where type = 'chat.call-timeout' and key = ${`${offered.call_id}`}`);
    await app.jobs.drain();
    expect(await ended).toEqual({ call_id: offered.call_id, reason: 'no-answer' });
    expect((await missed).message).toMatchObject({ kind: 'missed_call', sender_id: b.id });
    expect(
      await ask(callee, 'call:answer', { call_id: offered.call_id, sdp: 'late' }),
    ).toMatchObject({
      ok: false,
    });
  });
});
