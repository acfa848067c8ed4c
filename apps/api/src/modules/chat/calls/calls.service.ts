import type { CallAnswerIn, CallIceIn, CallOfferIn, CallRefIn } from '@souq/contract';
import { CHAT_CALL_RING_MS } from '@souq/contract/limits';
import type { Ack } from '@souq/contract/realtime';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { viewFor } from '../../../http/request-view.ts';
import { type ChatRealtime, chatRealtimeOf } from '../chat.realtime.ts';
import { blockedBetween, memberIdsOf } from '../conversations/conversations.repository.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import * as repo from './calls.repository.ts';
import { createMissedCalls } from './missed-call.ts';

const FORBIDDEN: Ack = { ok: false, error: 'realtime.forbidden' };
const DONE: Ack = { ok: true };

/** What a call event answers, and the other party when it is known (the socket keeps it). */
export interface CallOutcome {
  answer: Ack;
  peerId?: number;
}

/**
 * Voice-call signalling, bound once to the app: relayed only between a call's two parties
 * through their `user:` rooms. A call nobody answers within 30 s, or to someone with no socket
 * open, becomes a "missed call" message. Each operation takes the caller's account first.
 */
export const createCallsService = (
  app: Pick<FastifyInstance, 'db' | 'io' | 'log' | 'media' | 'config'>,
  {
    messages,
    conversations,
    realtime = chatRealtimeOf(app),
  }: {
    messages: Pick<MessagesService, 'postMissedCall'>;
    conversations: Pick<ConversationsService, 'userRef'>;
    realtime?: ChatRealtime;
  },
) => {
  const { db } = app;
  // Socket events have no request: links are relative to the app unless PUBLIC_URL is set.
  const view = () => viewFor(app);
  const missed = createMissedCalls({ db, realtime, messages, view });

  return {
    /** Rings the other member; offline, it is a missed call at once (`offline`). */
    offer: async (userId: number, { conversation_id: conversationId, sdp }: CallOfferIn) => {
      const calleeId = await calleeOf(db, conversationId, userId);
      if (calleeId === null) return { answer: FORBIDDEN };
      if (await repo.isRinging(db, calleeId, CHAT_CALL_RING_MS)) {
        return { answer: { ok: false, error: 'busy' } };
      }
      const caller = await conversations.userRef(userId, view());
      if (!caller) return { answer: FORBIDDEN };
      const parties = { conversationId, callerId: userId, calleeId };
      if (!(await realtime.onlineOf([calleeId])).has(calleeId)) {
        const callId = await missed.offline(parties);
        return { answer: { ok: false, error: 'offline', call_id: callId }, peerId: calleeId };
      }
      const call = await repo.insertCall(db, { ...parties, state: 'ringing' });
      realtime.toUsers([calleeId], 'call:offer', {
        call_id: call.id,
        conversation_id: conversationId,
        caller,
        sdp,
      });
      await missed.ring(call.id);
      return { answer: { ok: true, call_id: call.id }, peerId: calleeId };
    },

    /** The callee picks up: the caller gets the answer (its other devices stop ringing). */
    answer: async (userId: number, input: CallAnswerIn): Promise<CallOutcome> => {
      const found = await callFor(db, input.call_id, userId);
      if (found?.side !== 'callee') return { answer: FORBIDDEN };
      if (!(await repo.moveCall(db, input.call_id, ['ringing'], 'answered'))) {
        return { answer: { ok: false, error: 'call-over' } };
      }
      realtime.toUsers([found.callerId], 'call:answer', input);
      return { answer: DONE, peerId: found.callerId };
    },

    /** The other party of a call of `userId`'s, or undefined. */
    peerOf: async (callId: number, userId: number) => (await callFor(db, callId, userId))?.peerId,

    /** One ICE candidate to the other party. */
    relayIce: (peerId: number, input: CallIceIn) => realtime.toUsers([peerId], 'call:ice', input),

    /** The callee refuses: both hear `call:end` `declined`. */
    decline: async (userId: number, { call_id: callId }: CallRefIn): Promise<Ack> => {
      const found = await callFor(db, callId, userId);
      if (found?.side !== 'callee') return FORBIDDEN;
      if (await repo.moveCall(db, callId, ['ringing'], 'declined')) {
        realtime.toUsers([found.callerId, found.calleeId], 'call:end', {
          call_id: callId,
          reason: 'declined',
        });
      }
      return DONE;
    },

    /** Either party hangs up; a caller giving up while it rings leaves a missed call. */
    end: async (userId: number, { call_id: callId }: CallRefIn): Promise<Ack> => {
      const found = await callFor(db, callId, userId);
      if (!found) return FORBIDDEN;
      const gaveUp = found.side === 'caller' && (await missed.miss(callId, 'hangup'));
      if (!gaveUp && (await repo.moveCall(db, callId, ['answered'], 'ended'))) {
        realtime.toUsers([found.callerId, found.calleeId], 'call:end', {
          call_id: callId,
          reason: 'hangup',
        });
      }
      return DONE;
    },

    /** The ring time is up (the `chat.call-timeout` job): a call still ringing is missed. */
    timeOut: (callId: number) => missed.miss(callId, 'no-answer'),
  };
};

export type CallsService = ReturnType<typeof createCallsService>;

/** The call and which side `userId` is on; undefined when they are on neither. */
const callFor = async (db: Database, callId: number, userId: number) => {
  const call = await repo.findCall(db, callId);
  if (!call) return undefined;
  const callerId = Number(call.callerId);
  const calleeId = Number(call.calleeId);
  if (userId !== callerId && userId !== calleeId) return undefined;
  return {
    callerId,
    calleeId,
    side: userId === callerId ? ('caller' as const) : ('callee' as const),
    peerId: userId === callerId ? calleeId : callerId,
  };
};

/**
 * A call from `callerId` in a conversation of theirs: the other member, or null when the caller
 * is not a member or either blocked the other.
 */
const calleeOf = async (db: Database, conversationId: number, callerId: number) => {
  const members = await memberIdsOf(db, conversationId);
  if (!members.includes(callerId)) return null;
  const callee = members.find((id) => id !== callerId);
  if (callee === undefined || (await blockedBetween(db, callerId, callee))) return null;
  return callee;
};
