import type { CallEndReason } from '@souq/contract';
import { CHAT_CALL_RING_MS } from '@souq/contract/limits';
import type { Database } from '../../../db/client.ts';
import type { RequestView } from '../../../http/request-view.ts';
import { enqueue } from '../../../jobs/enqueue.ts';
import type { ChatRealtime } from '../chat.realtime.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import * as repo from './calls.repository.ts';

export interface MissedCallDeps {
  db: Database;
  realtime: ChatRealtime;
  messages: Pick<MessagesService, 'postMissedCall'>;
  /** How the "missed call" message links (no request: sockets and jobs). */
  view: () => RequestView;
}

interface CallParties {
  conversationId: number;
  callerId: number;
  calleeId: number;
}

/**
 * A call nobody answers: the "missed call" message (sent by the caller, to both members; calls
 * in a row fold into one message with a count), and the ring timeout that makes a ringing call
 * missed after CHAT_CALL_RING_MS: a `chat.call-timeout` job (call-timeout.job.ts), so any
 * instance ends the call even if the caller's one died. The call's own write and the message are
 * one transaction: a crash between them leaves neither, and the job's retry does both once.
 */
export const createMissedCalls = ({ db, realtime, messages, view }: MissedCallDeps) => {
  /** The message of a missed call, in the transaction of `claim` (the call's write). */
  const record = (call: CallParties, claim: (tx: Database) => Promise<boolean>) =>
    messages.postMissedCall(
      [call.callerId, call.calleeId],
      { conversationId: call.conversationId, senderId: call.callerId },
      view(),
      claim,
    );

  /**
   * Ends a ringing call as missed (nobody answered in time, or the caller gave up); the
   * conditional update decides against a concurrent answer. Answers whether it was missed.
   */
  const miss = async (callId: number, reason: CallEndReason): Promise<boolean> => {
    const call = await repo.findCall(db, callId);
    if (call?.state !== 'ringing') return false;
    const parties = {
      conversationId: Number(call.conversationId),
      callerId: Number(call.callerId),
      calleeId: Number(call.calleeId),
    };
    const posted = await record(
      parties,
      async (tx) => (await repo.moveCall(tx, callId, ['ringing'], 'missed')) !== undefined,
    );
    if (!posted) return false;
    realtime.toUsers([parties.callerId, parties.calleeId], 'call:end', { call_id: callId, reason });
    return true;
  };

  return {
    /** A call to someone offline: stored as missed with its message, in one transaction. */
    offline: async (call: CallParties): Promise<number> => {
      let callId = 0;
      await record(call, async (tx) => {
        callId = (await repo.insertCall(tx, { ...call, state: 'missed' })).id;
        return true;
      });
      return callId;
    },
    miss,
    /** Starts the ring timeout of a call that rings now (a job keyed by the call). */
    ring: (callId: number) =>
      enqueue(
        db,
        'chat.call-timeout',
        { callId },
        { key: `${callId}`, runAt: new Date(Date.now() + CHAT_CALL_RING_MS) },
      ),
  };
};
