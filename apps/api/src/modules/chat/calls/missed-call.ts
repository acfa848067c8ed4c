import type { CallEndReason } from '@souq/contract';
import { CHAT_CALL_RING_MS } from '@souq/contract/limits';
import type { Database } from '../../../db/client.ts';
import type { RequestView } from '../../../http/request-view.ts';
import type { ChatRealtime } from '../chat.realtime.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import * as repo from './calls.repository.ts';

export interface MissedCallDeps {
  db: Database;
  realtime: ChatRealtime;
  messages: Pick<MessagesService, 'post'>;
  /** How the "missed call" message links (no request: sockets and timers). */
  view: () => RequestView;
  /** Where a timer's failure is reported (nobody waits for it). */
  fail: (error: unknown) => void;
}

/**
 * A call nobody answers: the "missed call" message (sent by the caller, to both members), and
 * the ring timeout that makes a ringing call missed after CHAT_CALL_RING_MS. The timeout is an
 * in-process timer per ringing call, kept apart here so it can move to the job queue.
 */
export const createMissedCalls = ({ db, realtime, messages, view, fail }: MissedCallDeps) => {
  const record = (call: { conversationId: number; callerId: number; calleeId: number }) =>
    messages.post(
      [call.callerId, call.calleeId],
      {
        conversationId: call.conversationId,
        senderId: call.callerId,
        kind: 'missed_call',
        body: '',
      },
      view(),
    );

  /**
   * Ends a ringing call as missed (nobody answered in time, or the caller gave up); the
   * conditional update decides against a concurrent answer. Answers whether it was missed.
   */
  const miss = async (callId: number, reason: CallEndReason): Promise<boolean> => {
    const row = await repo.moveCall(db, callId, ['ringing'], 'missed');
    if (!row) return false;
    const parties = { callerId: Number(row.callerId), calleeId: Number(row.calleeId) };
    realtime.toUsers([parties.callerId, parties.calleeId], 'call:end', { call_id: callId, reason });
    await record({ conversationId: Number(row.conversationId), ...parties });
    return true;
  };

  const ringing = new Map<number, NodeJS.Timeout>();
  return {
    record,
    miss,
    /** Starts the ring timeout of a call that rings now. */
    ring(callId: number) {
      const timer = setTimeout(() => {
        ringing.delete(callId);
        miss(callId, 'no-answer').catch(fail);
      }, CHAT_CALL_RING_MS);
      timer.unref();
      ringing.set(callId, timer);
    },
    /** The call stopped ringing (answered, declined, given up): no timeout any more. */
    stopRinging(callId: number) {
      clearTimeout(ringing.get(callId));
      ringing.delete(callId);
    },
    /** Drops every pending timeout (the app closes). */
    close() {
      for (const timer of ringing.values()) clearTimeout(timer);
      ringing.clear();
    },
  };
};
