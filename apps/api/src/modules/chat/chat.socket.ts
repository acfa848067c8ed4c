import {
  CallAnswerInSchema,
  CallIceInSchema,
  CallOfferInSchema,
  CallRefInSchema,
  TypingInSchema,
} from '@souq/contract';
import { CHAT_CALL_RING_MS } from '@souq/contract/limits';
import type { Ack } from '@souq/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { imageVariantKey } from '../../media/images.ts';
import { MEDIA_PREFIX } from '../../media/serve-media.ts';
import type { RealtimeSocket } from '../../realtime/realtime-service.ts';
import { userRoom } from '../../realtime/socket-identity.ts';
import {
  answerCall,
  calleeOf,
  callFor,
  declineCall,
  hangUpCall,
  isBusy,
  missCall,
  recordMissedCall,
  startCall,
} from './calls/calls.service.ts';
import { type ChatRealtime, conversationRoom, presenceRoom } from './chat.realtime.ts';
import type { ChatView } from './chat.view.ts';
import { findUserRef } from './conversations/conversations.repository.ts';

/**
 * The socket side of chat: typing in an open thread (members only: the socket must have joined
 * the conversation's room, whose rule asked the database), presence (announced to
 * `presence:<id>`) and voice-call signalling, relayed only between a call's two parties through
 * their `user:` rooms. A call nobody answers within 30 s, or to someone with no socket open,
 * becomes a "missed call" message.
 */
export const attachChatSockets = (app: FastifyInstance, realtime: ChatRealtime): void => {
  const { db, io } = app;
  const origin = app.config.PUBLIC_URL ?? '';
  // Socket events have no request: links are relative to the app unless PUBLIC_URL is set.
  const view: ChatView = {
    photoUrlOf: (key) => {
      if (!key) return null;
      const variant = imageVariantKey(key, 400);
      return app.media.storage.publicUrlOf(variant) ?? `${origin}${MEDIA_PREFIX}${variant}`;
    },
    attachmentUrlOf: (id, size) =>
      `${origin}/api/v1/chat/attachment/${id}${size === 'thumb' ? '?size=thumb' : ''}`,
  };
  const ringing = new Map<number, NodeJS.Timeout>();
  const stopRing = (callId: number) => {
    clearTimeout(ringing.get(callId));
    ringing.delete(callId);
  };
  app.addHook('preClose', async () => {
    for (const timer of ringing.values()) clearTimeout(timer);
    ringing.clear();
  });

  const fail = (error: unknown) => app.log.warn({ err: error }, 'chat: socket event failed');
  const answer = (ack: unknown, result: Ack) => {
    if (typeof ack === 'function') ack(result);
  };
  const forbidden: Ack = { ok: false, error: 'realtime.forbidden' };

  // Payloads are typed by the contract but come from the client: each is read as unknown.
  const onConnection = (socket: RealtimeSocket) => {
    const userId = socket.data.userId;
    if (userId === null) return;
    io.to(presenceRoom(userId)).emit('presence', { user_id: userId, online: true });
    // Peers of this socket's calls, so ICE candidates need no query each.
    const peers = new Map<number, number>();
    const peerOf = async (callId: number) => {
      const known = peers.get(callId);
      if (known !== undefined) return known;
      const found = await callFor(db, callId, userId);
      if (found) peers.set(callId, found.peerId);
      return found?.peerId;
    };

    socket.on('disconnect', () => {
      void io
        .in(userRoom(userId))
        .fetchSockets()
        .then((left) => {
          if (left.length === 0) {
            io.to(presenceRoom(userId)).emit('presence', { user_id: userId, online: false });
          }
        })
        .catch(fail);
    });

    socket.on('typing', (payload: unknown) => {
      const input = TypingInSchema.safeParse(payload);
      if (!input.success) return;
      const room = conversationRoom(input.data.conversation_id);
      if (!socket.rooms.has(room)) return;
      socket
        .to(room)
        .emit('typing', { conversation_id: input.data.conversation_id, user_id: userId });
    });

    socket.on('call:offer', async (payload: unknown, ack?: unknown) => {
      try {
        const input = CallOfferInSchema.safeParse(payload);
        if (!input.success) return answer(ack, forbidden);
        const { conversation_id: conversationId, sdp } = input.data;
        const calleeId = await calleeOf(db, conversationId, userId);
        if (calleeId === null) return answer(ack, forbidden);
        const caller = await findUserRef(db, userId);
        if (!caller) return answer(ack, forbidden);
        if (await isBusy(db, calleeId)) return answer(ack, { ok: false, error: 'busy' });
        const online = (await realtime.onlineOf([calleeId])).has(calleeId);
        const call = await startCall(db, {
          conversationId,
          callerId: userId,
          calleeId,
          ringing: online,
        });
        peers.set(call.id, calleeId);
        if (!online) {
          await recordMissedCall(db, realtime, view, {
            conversationId,
            callerId: userId,
            calleeId,
          });
          return answer(ack, { ok: false, error: 'offline', call_id: call.id });
        }
        realtime.toUsers([calleeId], 'call:offer', {
          call_id: call.id,
          conversation_id: conversationId,
          caller: {
            id: caller.id,
            name: caller.name,
            type: caller.type,
            photo: view.photoUrlOf(caller.photoKey),
          },
          sdp,
        });
        const timer = setTimeout(() => {
          ringing.delete(call.id);
          missCall(db, realtime, view, call.id, 'no-answer').catch(fail);
        }, CHAT_CALL_RING_MS);
        timer.unref();
        ringing.set(call.id, timer);
        answer(ack, { ok: true, call_id: call.id });
      } catch (error) {
        fail(error);
        answer(ack, forbidden);
      }
    });

    socket.on('call:answer', async (payload: unknown, ack?: unknown) => {
      try {
        const input = CallAnswerInSchema.safeParse(payload);
        if (!input.success) return answer(ack, forbidden);
        const found = await callFor(db, input.data.call_id, userId);
        if (found?.side !== 'callee') return answer(ack, forbidden);
        if (!(await answerCall(db, input.data.call_id)))
          return answer(ack, { ok: false, error: 'call-over' });
        stopRing(input.data.call_id);
        peers.set(input.data.call_id, found.callerId);
        realtime.toUsers([found.callerId], 'call:answer', input.data);
        // The callee's other devices stop ringing.
        socket.to(userRoom(userId)).emit('call:end', {
          call_id: input.data.call_id,
          reason: 'answered-elsewhere',
        });
        answer(ack, { ok: true });
      } catch (error) {
        fail(error);
        answer(ack, forbidden);
      }
    });

    socket.on('call:ice', async (payload: unknown) => {
      try {
        const input = CallIceInSchema.safeParse(payload);
        if (!input.success) return;
        const peer = await peerOf(input.data.call_id);
        if (peer !== undefined) realtime.toUsers([peer], 'call:ice', input.data);
      } catch (error) {
        fail(error);
      }
    });

    socket.on('call:decline', async (payload: unknown, ack?: unknown) => {
      try {
        const input = CallRefInSchema.safeParse(payload);
        if (!input.success) return answer(ack, forbidden);
        const found = await callFor(db, input.data.call_id, userId);
        if (found?.side !== 'callee') return answer(ack, forbidden);
        if (await declineCall(db, input.data.call_id)) {
          stopRing(input.data.call_id);
          realtime.toUsers([found.callerId, found.calleeId], 'call:end', {
            call_id: input.data.call_id,
            reason: 'declined',
          });
        }
        answer(ack, { ok: true });
      } catch (error) {
        fail(error);
        answer(ack, forbidden);
      }
    });

    socket.on('call:end', async (payload: unknown, ack?: unknown) => {
      try {
        const input = CallRefInSchema.safeParse(payload);
        if (!input.success) return answer(ack, forbidden);
        const callId = input.data.call_id;
        const found = await callFor(db, callId, userId);
        if (!found) return answer(ack, forbidden);
        // A caller giving up while it rings: a missed call for the callee.
        if (found.side === 'caller' && (await missCall(db, realtime, view, callId, 'hangup'))) {
          stopRing(callId);
        } else if (await hangUpCall(db, callId)) {
          realtime.toUsers([found.callerId, found.calleeId], 'call:end', {
            call_id: callId,
            reason: 'hangup',
          });
        }
        answer(ack, { ok: true });
      } catch (error) {
        fail(error);
        answer(ack, forbidden);
      }
    });
  };

  io.on('connection', onConnection);
};
