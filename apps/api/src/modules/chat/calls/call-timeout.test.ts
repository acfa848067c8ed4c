import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallOfferEvent, Conversation } from '@souq/contract';
import { CHAT_CALL_RING_MS } from '@souq/contract/limits';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { API, member } from '../../../../test/community.ts';
import { next, socketClients } from '../../../../test/sockets.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';

// Two API instances on one database: a call rings through the first, which then dies; the ring
// timeout is a job in the database, so the second ends the call as missed, once.
let database: DatabaseHandle;
let callerInstance: Awaited<ReturnType<typeof buildApp>>;
let otherInstance: Awaited<ReturnType<typeof buildApp>>;
let callerURL = '';
let otherURL = '';

let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'souq-call-timeout-'));
  database = await openTestDatabase(inject('databaseTemplate'));
  // Each app closes its database when it closes: only the test closes this shared one.
  const shared = { ...database, close: async () => {} };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    REGISTER_RATE_LIMIT_MAX: '1000',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(tmpdir(), 'souq-no-web-app'),
  });
  callerInstance = await buildApp({ config, database: shared });
  otherInstance = await buildApp({ config, database: shared });
  callerURL = await callerInstance.listen({ port: 0, host: '127.0.0.1' });
  otherURL = await otherInstance.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  callerClients.closeAll();
  otherClients.closeAll();
  await callerInstance?.close();
  await otherInstance?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const callerClients = socketClients(() => callerURL);
const otherClients = socketClients(() => otherURL);

const ring = async (caller: Socket, callee: Socket, conversationId: number) => {
  const ringing = next<CallOfferEvent>(callee, 'call:offer');
  const offered = await new Promise<{ ok: boolean; call_id: number }>((resolve) =>
    caller.emit('call:offer', { conversation_id: conversationId, sdp: 'v=0' }, resolve),
  );
  expect(offered.ok).toBe(true);
  await ringing;
  return offered.call_id;
};

/** As if the ring time (CHAT_CALL_RING_MS) had passed: the call's timeout job is due now. */
const ringTimeIsUp = async (callId: number) => {
  await database.db.execute(sql`
    update background_jobs set run_at = now()
    where type = 'chat.call-timeout' and key = ${`${callId}`}`);
  await otherInstance.jobs.drain();
};

const callState = async (callId: number, conversationId: number) =>
  rowsOf<{ state: string; missed: number }>(
    await database.db.execute(sql`
      select (select state from chat_calls where id = ${callId}) as state,
             (select count(*)::int from chat_messages
               where conversation_id = ${conversationId} and kind = 'missed_call') as missed`),
  )[0];

test("the caller's instance dies while it rings: another instance makes the call missed, once", async () => {
  const [a, b] = await Promise.all([
    member(callerInstance, 'Amal'),
    member(callerInstance, 'Badr'),
  ]);
  const started = await a.api.post(`${API}/chat/start-conversation`, { user_id: b.id });
  const conversation = (started.json() as { data: Conversation }).data;
  // Without Redis an instance knows only its own sockets: both parties are on the first one.
  const callId = await ring(
    await callerClients.connect(a.token),
    await callerClients.connect(b.token),
    conversation.id,
  );

  const [job] = rowsOf<{ due_in: number }>(
    await database.db.execute(sql`
      select extract(epoch from run_at - now())::float8 as due_in from background_jobs
      where type = 'chat.call-timeout' and key = ${`${callId}`}`),
  );
  expect(job!.due_in * 1000).toBeGreaterThan(CHAT_CALL_RING_MS - 10_000);
  expect(job!.due_in * 1000).toBeLessThanOrEqual(CHAT_CALL_RING_MS);

  callerClients.closeAll();
  await callerInstance.close();
  expect(await callState(callId, conversation.id)).toEqual({ state: 'ringing', missed: 0 });

  await ringTimeIsUp(callId);
  expect(await callState(callId, conversation.id)).toEqual({ state: 'missed', missed: 1 });

  // The same job run again (a retry, a lease that ran out) changes nothing.
  await database.db.execute(sql`
    update background_jobs set state = 'queued', run_at = now()
    where type = 'chat.call-timeout' and key = ${`${callId}`}`);
  await otherInstance.jobs.drain();
  expect(await callState(callId, conversation.id)).toEqual({ state: 'missed', missed: 1 });

  // An answered call: its timeout finds it answered and posts nothing.
  const callee = await otherClients.connect(b.token);
  const answeredId = await ring(await otherClients.connect(a.token), callee, conversation.id);
  const answered = await new Promise<{ ok: boolean }>((resolve) =>
    callee.emit('call:answer', { call_id: answeredId, sdp: 'v=0' }, resolve),
  );
  expect(answered).toEqual({ ok: true });
  await ringTimeIsUp(answeredId);
  expect(await callState(answeredId, conversation.id)).toEqual({ state: 'answered', missed: 1 });
}, 60_000);
