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
  messages: Pick<MessagesService, 'post'>;
  /** How the "missed call" message links (no request: sockets and jobs). */
  view: () => RequestView;
}

/**
 * A call nobody answers: the "missed call" message (sent by the caller, to both members), and
 * the ring timeout that makes a ringing call missed after CHAT_CALL_RING_MS: a `chat.call-timeout`
 * job (call-timeout.job.ts), so any instance ends the call even if the caller's one died.
 */
export const createMissedCalls = ({ db, realtime, messages, view }: MissedCallDeps) => {
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

  return {
    record,
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
