import type { CallEndReason } from '@souq/contract';
import { CHAT_CALL_RING_MS } from '@souq/contract/limits';
import type { Database } from '../../../db/client.ts';
import type { ChatRealtime } from '../chat.realtime.ts';
import type { ChatView } from '../chat.view.ts';
import { blockedBetween, memberIdsOf } from '../conversations/conversations.repository.ts';
import { postMessage } from '../messages/messages.service.ts';
import * as repo from './calls.repository.ts';

export type CallParty = 'caller' | 'callee';

/** The call and which side `userId` is on; undefined when they are on neither. */
export const callFor = async (db: Database, callId: number, userId: number) => {
  const call = await repo.findCall(db, callId);
  if (!call) return undefined;
  const callerId = Number(call.callerId);
  const calleeId = Number(call.calleeId);
  if (userId !== callerId && userId !== calleeId) return undefined;
  return {
    call,
    callerId,
    calleeId,
    side: (userId === callerId ? 'caller' : 'callee') as CallParty,
    peerId: userId === callerId ? calleeId : callerId,
  };
};

/**
 * A call from `callerId` in a conversation of theirs: the other member, or null when the caller
 * is not a member or either blocked the other.
 */
export const calleeOf = async (db: Database, conversationId: number, callerId: number) => {
  const members = await memberIdsOf(db, conversationId);
  if (!members.includes(callerId)) return null;
  const callee = members.find((id) => id !== callerId);
  if (callee === undefined || (await blockedBetween(db, callerId, callee))) return null;
  return callee;
};

/** Someone already ringing (or ringing someone) is busy: a second call is not put through. */
export const isBusy = (db: Database, userId: number) =>
  repo.isRinging(db, userId, CHAT_CALL_RING_MS);

/** Records a call that rings (or, when the callee is offline, is missed at once). */
export const startCall = (
  db: Database,
  values: { conversationId: number; callerId: number; calleeId: number; ringing: boolean },
) =>
  repo.insertCall(db, {
    conversationId: values.conversationId,
    callerId: values.callerId,
    calleeId: values.calleeId,
    state: values.ringing ? 'ringing' : 'missed',
  });

/** The "missed call" message in the conversation, sent by the caller, to both members. */
export const recordMissedCall = (
  db: Database,
  realtime: ChatRealtime,
  view: ChatView,
  call: { conversationId: number; callerId: number; calleeId: number },
) =>
  postMessage({
    db,
    realtime,
    view,
    members: [call.callerId, call.calleeId],
    values: {
      conversationId: call.conversationId,
      senderId: call.callerId,
      kind: 'missed_call',
      body: '',
    },
  });

/**
 * Ends a ringing call as missed when nobody answered in time, or when the caller gave up; the
 * conditional update decides against a concurrent answer. Answers whether it was missed.
 */
export const missCall = async (
  db: Database,
  realtime: ChatRealtime,
  view: ChatView,
  callId: number,
  reason: CallEndReason,
): Promise<boolean> => {
  const row = await repo.moveCall(db, callId, ['ringing'], 'missed');
  if (!row) return false;
  const parties = { callerId: Number(row.callerId), calleeId: Number(row.calleeId) };
  realtime.toUsers([parties.callerId, parties.calleeId], 'call:end', { call_id: callId, reason });
  await recordMissedCall(db, realtime, view, {
    conversationId: Number(row.conversationId),
    ...parties,
  });
  return true;
};

export const answerCall = (db: Database, callId: number) =>
  repo.moveCall(db, callId, ['ringing'], 'answered');
export const declineCall = (db: Database, callId: number) =>
  repo.moveCall(db, callId, ['ringing'], 'declined');
export const hangUpCall = (db: Database, callId: number) =>
  repo.moveCall(db, callId, ['answered'], 'ended');
