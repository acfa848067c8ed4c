import type { CallOfferEvent, Conversation } from '@souq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { API, member } from '../../../../test/community.ts';
import { next, socketClients } from '../../../../test/sockets.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../db/rows.ts';

// Issue #27: the ring timeout marked the call missed, then posted the "missed call" message in a
// second step. A crash between the two left a missed call nobody was told about, and the job's
// retry found the call already missed and posted nothing. Both now commit together.

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

const state = async (callId: number, conversationId: number) =>
  rowsOf<{ state: string; messages: number; job: string }>(
    await app.db.execute(sql`
      select (select state from chat_calls where id = ${callId}) as state,
             (select count(*)::int from chat_messages
               where conversation_id = ${conversationId} and kind = 'missed_call') as messages,
             (select state from background_jobs
               where type = 'chat.call-timeout' and key = ${`${callId}`}) as job`),
  )[0];
/** The ring time is up (or the job's retry is due): the timeout job runs now. */
const runTimeout = async (callId: number) => {
  await app.db.execute(sql`update background_jobs set state = 'queued', run_at = now()
    where type = 'chat.call-timeout' and key = ${`${callId}`}`);
  await app.jobs.drain();
};

test('the ring timeout fails after marking the call missed: nothing is kept, and the retry posts one message', async () => {
  const [a, b] = await Promise.all([member(app, 'Amal'), member(app, 'Badr')]);
  const started = await a.api.post(`${API}/chat/start-conversation`, { user_id: b.id });
  const conversation = (started.json() as { data: Conversation }).data;
  const caller = await clients.connect(a.token);
  const callee = await clients.connect(b.token);
  const ringing = next<CallOfferEvent>(callee, 'call:offer');
  const offered = await new Promise<{ ok: boolean; call_id: number }>((resolve) =>
    caller.emit('call:offer', { conversation_id: conversation.id, sdp: 'v=0' }, resolve),
  );
  const callId = offered.call_id;
  await ringing;

  // The database fails the message's insert: the statement after the call was marked missed.
  await app.db.execute(sql`create function fail_missed_call() returns trigger language plpgsql
    as $$ begin raise exception 'the instance died here'; end $$`);
  await app.db.execute(sql`create trigger fail_missed_call before insert on chat_messages
    for each row when (new.kind = 'missed_call') execute function fail_missed_call()`);
  try {
    await runTimeout(callId);
    expect(await state(callId, conversation.id)).toEqual({
      state: 'ringing',
      messages: 0,
      job: 'failed',
    });
  } finally {
    await app.db.execute(sql`drop trigger fail_missed_call on chat_messages`);
    await app.db.execute(sql`drop function fail_missed_call()`);
  }

  await runTimeout(callId);
  expect(await state(callId, conversation.id)).toEqual({
    state: 'missed',
    messages: 1,
    job: 'done',
  });
  // Run once more (a lease that ran out, a duplicate): still one message.
  await runTimeout(callId);
  expect(await state(callId, conversation.id)).toEqual({
    state: 'missed',
    messages: 1,
    job: 'done',
  });
});
