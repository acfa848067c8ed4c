/**
 * The Socket.IO events of `/socket.io` (handshake `auth: { token }`), typed for both ends:
 * `Server<ClientToServerEvents, ServerToClientEvents>` on the API and
 * `Socket<ServerToClientEvents, ClientToServerEvents>` on the web. Zod-free: the payload types are
 * imported as types only, so `@souq/contract/realtime` adds nothing but the room builder to a
 * bundle. The schemas the server checks client payloads with live in the areas (`chat.ts`).
 */

import type { AuctionEndedEvent, BidNewEvent } from './auction-events.ts';
import type { ChannelMembershipEvent, ChannelMessageEvent } from './channels.ts';
import type {
  CallAnswerEvent,
  CallAnswerIn,
  CallEndEvent,
  CallIceEvent,
  CallIceIn,
  CallOfferEvent,
  CallOfferIn,
  CallRefIn,
  MessageNewEvent,
  MessageReadEvent,
  PresenceEvent,
  TypingEvent,
  TypingIn,
} from './chat.ts';
import type { PostCommentEvent, PostReactionEvent } from './community.ts';
import type { NotificationNewEvent, NotificationReadEvent } from './notifications.ts';

/**
 * Rooms a client may ask to join, each checked by its area against the database:
 * `conversation` (typing; members), `presence` (a user coming and going; people who share a
 * conversation with them), `channel` (messages; members), `auction` (bids; anyone), `post`
 * (comments and reactions; whoever may see the post).
 */
export type RoomKind = 'conversation' | 'presence' | 'channel' | 'auction' | 'post';
export type Room = `${RoomKind}:${number}`;

/** The name of a room: `room('post', 12)` is `'post:12'`. */
export const room = <Kind extends RoomKind>(kind: Kind, id: number): `${Kind}:${number}` =>
  `${kind}:${id}`;

/** `join` and `leave`: the room, as built by `room()`. */
export interface RoomIn {
  room: Room;
}

/**
 * The server's answer to an event sent with a callback. `error` is a code: `realtime.forbidden`
 * (not allowed, or a payload that is not valid), `realtime.rate-limited` (past the event's budget
 * for this socket or this account: nothing was done; `message` says so in the socket's language
 * and `retry_after` when to try again), `realtime.session-ended` (the socket is disconnected next),
 * and for calls `busy`, `offline` (a missed call is recorded; `call_id` names it) and `call-over`
 * (answered too late).
 */
export interface Ack {
  ok: boolean;
  error?: string;
  /** A refusal a person may read (`realtime.rate-limited`), in the handshake's language. */
  message?: string;
  /** `realtime.rate-limited`: seconds until this event is accepted again. */
  retry_after?: number;
  /** `call:offer`: the call started (or, when the callee is offline, the missed one). */
  call_id?: number;
}
export type AckCallback = (answer: Ack) => void;

/**
 * What a client sends. A callback is answered with an `Ack`; the server never relies on one being
 * there. The two call events that wait for their answer (`socket.timeout(ms).emit(...)`) declare
 * it required, since Socket.IO's timeout typing needs the callback to be the last parameter.
 * Every event has a budget per socket and per account (the API's `realtime/event-budget.ts`);
 * past it the event is dropped and its callback, if any, answered `realtime.rate-limited`.
 */
export interface ClientToServerEvents {
  join: (payload: RoomIn, ack?: AckCallback) => void;
  leave: (payload: RoomIn, ack?: AckCallback) => void;
  typing: (payload: TypingIn, ack?: AckCallback) => void;
  'call:offer': (payload: CallOfferIn, ack: AckCallback) => void;
  'call:answer': (payload: CallAnswerIn, ack: AckCallback) => void;
  'call:ice': (payload: CallIceIn, ack?: AckCallback) => void;
  'call:decline': (payload: CallRefIn, ack?: AckCallback) => void;
  'call:end': (payload: CallRefIn, ack?: AckCallback) => void;
}

/** What the server sends, and to whom (`user:<id>` is every socket of an account). */
export interface ServerToClientEvents {
  /** To both participants' `user:` rooms. */
  'message:new': (event: MessageNewEvent) => void;
  /** To both participants' `user:` rooms. */
  'message:read': (event: MessageReadEvent) => void;
  /** To the conversation's room, but the typist. */
  typing: (event: TypingEvent) => void;
  /** To `presence:<user_id>`. */
  presence: (event: PresenceEvent) => void;
  /** To the callee's `user:` room. */
  'call:offer': (event: CallOfferEvent) => void;
  /** To the caller's `user:` room. */
  'call:answer': (event: CallAnswerEvent) => void;
  /** To the other party's `user:` room. */
  'call:ice': (event: CallIceEvent) => void;
  /** To both parties (`answered-elsewhere`: to the callee's other sockets). */
  'call:end': (event: CallEndEvent) => void;
  /** To the channel's room. */
  'channel:message': (event: ChannelMessageEvent) => void;
  /** To the channel's room or the `user:` rooms of the people concerned. */
  'channel:membership': (event: ChannelMembershipEvent) => void;
  /** To the auction's room. */
  'bid:new': (event: BidNewEvent) => void;
  /** To the auction's room. */
  'auction:ended': (event: AuctionEndedEvent) => void;
  /** To the post's room. */
  'post:comment': (event: PostCommentEvent) => void;
  /** To the post's room. */
  'post:reaction': (event: PostReactionEvent) => void;
  /** To the recipient's `user:` room. */
  'notification:new': (event: NotificationNewEvent) => void;
  /** To the reader's `user:` room (their other tabs). */
  'notification:read': (event: NotificationReadEvent) => void;
}

export type ServerEvent = keyof ServerToClientEvents;
/** The payload of a server event: `ServerEventPayload<'bid:new'>` is `BidNewEvent`. */
export type ServerEventPayload<Event extends ServerEvent> = Parameters<
  ServerToClientEvents[Event]
>[0];
