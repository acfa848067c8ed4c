import {
  CallAnswerInSchema,
  CallIceInSchema,
  CallOfferInSchema,
  CallRefInSchema,
} from '@souq/contract';
import type { Ack } from '@souq/contract/realtime';
import type { RealtimeSocket } from '../../../realtime/realtime-service.ts';
import { userRoom } from '../../../realtime/socket-identity.ts';
import type { CallOutcome, CallsService } from './calls.service.ts';

const FORBIDDEN: Ack = { ok: false, error: 'realtime.forbidden' };

/**
 * Call signalling of one socket: each payload is checked with the contract's schema (typed by
 * the contract, but it comes from the client), then handed to the calls service.
 */
export const relayCalls = (
  socket: RealtimeSocket,
  userId: number,
  calls: CallsService,
  fail: (error: unknown) => void,
): void => {
  // Peers of this socket's calls, so ICE candidates need no query each.
  const peers = new Map<number, number>();
  const reply = (ack: unknown, work: () => Promise<Ack>) => {
    work()
      .catch((error: unknown) => {
        fail(error);
        return FORBIDDEN;
      })
      .then((answer) => {
        if (typeof ack === 'function') ack(answer);
      });
  };
  const remember = (callId: number | undefined, outcome: CallOutcome) => {
    if (callId !== undefined && outcome.peerId !== undefined) peers.set(callId, outcome.peerId);
    return outcome.answer;
  };

  socket.on('call:offer', (payload: unknown, ack?: unknown) =>
    reply(ack, async () => {
      const input = CallOfferInSchema.safeParse(payload);
      if (!input.success) return FORBIDDEN;
      const outcome = await calls.offer(userId, input.data);
      return remember(outcome.answer.call_id, outcome);
    }),
  );

  socket.on('call:answer', (payload: unknown, ack?: unknown) =>
    reply(ack, async () => {
      const input = CallAnswerInSchema.safeParse(payload);
      if (!input.success) return FORBIDDEN;
      const outcome = await calls.answer(userId, input.data);
      if (outcome.answer.ok) {
        // The callee's other devices stop ringing.
        socket.to(userRoom(userId)).emit('call:end', {
          call_id: input.data.call_id,
          reason: 'answered-elsewhere',
        });
      }
      return remember(input.data.call_id, outcome);
    }),
  );

  socket.on('call:ice', (payload: unknown, ack?: unknown) =>
    reply(ack, async () => {
      const input = CallIceInSchema.safeParse(payload);
      if (!input.success) return FORBIDDEN;
      const callId = input.data.call_id;
      const peer = peers.get(callId) ?? (await calls.peerOf(callId, userId));
      if (peer === undefined) return FORBIDDEN;
      peers.set(callId, peer);
      calls.relayIce(peer, input.data);
      return { ok: true };
    }),
  );

  socket.on('call:decline', (payload: unknown, ack?: unknown) =>
    reply(ack, async () => {
      const input = CallRefInSchema.safeParse(payload);
      return input.success ? calls.decline(userId, input.data) : FORBIDDEN;
    }),
  );

  socket.on('call:end', (payload: unknown, ack?: unknown) =>
    reply(ack, async () => {
      const input = CallRefInSchema.safeParse(payload);
      return input.success ? calls.end(userId, input.data) : FORBIDDEN;
    }),
  );
};
