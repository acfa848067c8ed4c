import { z } from 'zod';
import { UploadSchema } from './accounts.ts';
import {
  cleanedText,
  envelope,
  IdSchema,
  PageMetaSchema,
  pageQueryWith,
  plainText,
  UserRefSchema,
} from './common.ts';
import {
  CHAT_CALL_ICE_MAX,
  CHAT_CALL_SDP_MAX,
  CHAT_CONTEXT_TYPES,
  CHAT_CONVERSATIONS_PAGE,
  CHAT_MESSAGE_KINDS,
  CHAT_MESSAGE_MAX,
} from './limits.ts';

export const ChatContextTypeSchema = z.enum(CHAT_CONTEXT_TYPES);
export type ChatContextType = z.infer<typeof ChatContextTypeSchema>;

export const ChatMessageKindSchema = z.enum(CHAT_MESSAGE_KINDS);
export type ChatMessageKind = z.infer<typeof ChatMessageKindSchema>;

/** The item a conversation is about (an ad, a job or an auction), shown as a card on top. */
export const ChatContextSchema = z.object({
  type: ChatContextTypeSchema,
  id: z.number().int(),
  /** The item's title; null when the item no longer exists. */
  title: z.string().nullable(),
  /** Absolute URL of the item's 400 px cover, or null. */
  image: z.string().nullable(),
  /** Decimal string in `$` (ads and auctions), or null. */
  price: z.string().nullable(),
});
export type ChatContext = z.infer<typeof ChatContextSchema>;

/** A file of a message. Its `url` is private: only the two participants may load it (bearer). */
export const ChatAttachmentSchema = z.object({
  /** `image`: shown inline with a lightbox; `file`: a download link. */
  type: z.enum(['image', 'file']),
  /** `GET` with the bearer token; images in their 1600 px WebP. */
  url: z.string(),
  /** Images only: the 400 px WebP, for the thread; null for files. */
  thumb_url: z.string().nullable(),
  /** The file name as sent (images: a name ending in `.webp`). */
  name: z.string(),
  /** Bytes as stored. */
  size: z.number().int(),
  /** The content type judged from the content. */
  mime: z.string(),
});
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

/** One message of a conversation. */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** `text` (with or without an attachment) or `missed_call` (a call nobody answered). */
  kind: ChatMessageKindSchema,
  /** The text; empty when the message is only an attachment or a missed call. */
  body: z.string(),
  /**
   * `missed_call` only: how many calls in a row the callee left unanswered (one entry, ×N, until
   * they read the conversation or someone writes); absent on other messages.
   */
  missed_calls: z.number().int().min(1).optional(),
  attachment: ChatAttachmentSchema.nullable(),
  sender_id: z.number().int(),
  /** When the other participant read it (ISO-8601), or null while unread. */
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A conversation as the caller's list and thread show it. */
export const ConversationSchema = z.object({
  id: z.number().int(),
  /** The other participant. */
  other_user: UserRefSchema,
  /** The newest message, or null before the first one. */
  last_message: ChatMessageSchema.nullable(),
  /** Messages of the other participant the caller has not read (capped at 100). */
  unread_count: z.number().int(),
  /** Whether the other participant has the app open right now. */
  online: z.boolean(),
  /** The item the conversation is about, or null. */
  context: ChatContextSchema.nullable(),
  /** Whether either participant blocked the other: nothing can be sent. */
  blocked: z.boolean(),
  /** The time of the newest message (or of the start). */
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** `GET /chat/get-my-info`. */
export const ChatInfoSchema = z.object({
  user: UserRefSchema,
  /** Unread messages over every conversation (each conversation's count capped at 100). */
  unread_total: z.number().int(),
});
export type ChatInfo = z.infer<typeof ChatInfoSchema>;
export const ChatInfoResponseSchema = envelope(ChatInfoSchema);
export type ChatInfoResponse = z.infer<typeof ChatInfoResponseSchema>;

/** `page` from 1 and `per_page` 1..20 (default 20, clamped); newest activity first. */
export const ListConversationsQuerySchema = pageQueryWith({
  max: CHAT_CONVERSATIONS_PAGE,
  byDefault: CHAT_CONVERSATIONS_PAGE,
});
export type ListConversationsQuery = z.infer<typeof ListConversationsQuerySchema>;
export type ListConversationsQueryInput = z.input<typeof ListConversationsQuerySchema>;
export const ConversationsPageSchema = z.object({
  data: z.array(ConversationSchema),
  meta: PageMetaSchema,
});
export type ConversationsPage = z.infer<typeof ConversationsPageSchema>;
export const ConversationResponseSchema = envelope(ConversationSchema);
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

/** `POST /chat/start-conversation`: JSON or form fields. */
export const StartConversationBodySchema = z
  .object({
    /** The other person; not oneself, not someone blocked either way. */
    user_id: IdSchema,
    /** What the conversation is about; with `context_id`. */
    context_type: ChatContextTypeSchema.optional(),
    /** The item's id; with `context_type`. */
    context_id: IdSchema.optional(),
  })
  .refine((body) => (body.context_type === undefined) === (body.context_id === undefined), {
    message: 'chat.context-incomplete',
    path: ['context_id'],
  });
export type StartConversationBody = z.infer<typeof StartConversationBodySchema>;
export type StartConversationBodyInput = z.input<typeof StartConversationBodySchema>;

/** A form file field; empty or `null` means none. */
const OptionalAttachmentSchema = z.preprocess(
  (value) => (value === '' || value === 'null' ? undefined : value),
  UploadSchema.optional(),
);

/** What a message carries, in a conversation or a channel: text and/or one file. */
const MessageContentSchema = z.object({
  body: cleanedText({ max: CHAT_MESSAGE_MAX }).optional(),
  attachment: OptionalAttachmentSchema,
  /** The attachment's file name as the sender's device knows it (shown to the others). */
  attachment_name: plainText().max(255).optional(),
});

const hasContent = (input: object) => {
  const { body, attachment } = input as z.infer<typeof MessageContentSchema>;
  return Boolean(body) || attachment !== undefined;
};

/** A send body: where the message goes (`target`) and its content, text or a file at least. */
export const sendBodyWith = <Target extends z.ZodRawShape>(target: Target) =>
  MessageContentSchema.extend(target).refine(hasContent, {
    message: 'chat.message-empty',
    path: ['body'],
  });

/**
 * `POST /chat/send-message`, `multipart/form-data` (or JSON without a file): text of at most
 * 4,000 characters and/or one attachment (an image, or a PDF, DOC(X), XLS(X) or ZIP of at most
 * 10 MB, judged by its content). At least one of the two.
 */
export const SendMessageBodySchema = sendBodyWith({ conversation_id: IdSchema });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;
export type SendMessageBodyInput = z.input<typeof SendMessageBodySchema>;
export const ChatMessageResponseSchema = envelope(ChatMessageSchema);
export type ChatMessageResponse = z.infer<typeof ChatMessageResponseSchema>;

export const ConversationParamsSchema = z.object({ id: IdSchema });
export type ConversationParams = z.infer<typeof ConversationParamsSchema>;
export const AttachmentParamsSchema = z.object({ messageId: IdSchema });
export type AttachmentParams = z.infer<typeof AttachmentParamsSchema>;

/** `GET /chat/attachment/{messageId}`: `thumb` is the 400 px image (images only). */
export const AttachmentQuerySchema = z.object({
  size: z.enum(['full', 'thumb']).default('full'),
});
export type AttachmentQuery = z.infer<typeof AttachmentQuerySchema>;

/** `GET /chat/messages/{id}`: the 30 messages before `before_id` (the newest without it). */
export const ListMessagesQuerySchema = z.object({
  before_id: IdSchema.optional(),
});
export type ListMessagesQuery = z.infer<typeof ListMessagesQuerySchema>;
export type ListMessagesQueryInput = z.input<typeof ListMessagesQuerySchema>;

/** A page of a thread, oldest first; `before_id` of the next (older) page, null at the start. */
export const MessagesPageSchema = z.object({
  data: z.array(ChatMessageSchema),
  meta: z.object({
    has_more: z.boolean(),
    /** Send as `before_id` for the older page. */
    next_before_id: z.number().int().nullable(),
  }),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/** What `POST /chat/read/{id}` and the `message:read` event say. */
export const ReadReceiptSchema = z.object({
  conversation_id: z.number().int(),
  /** Who read. */
  user_id: z.number().int(),
  /** Every message up to this id is read (null: none yet). */
  last_read_message_id: z.number().int().nullable(),
  read_at: z.string(),
});
export type ReadReceipt = z.infer<typeof ReadReceiptSchema>;
export const ReadResponseSchema = envelope(
  ReadReceiptSchema.extend({
    /** The caller's unread total after reading. */
    unread_total: z.number().int(),
  }),
);
export type ReadResponse = z.infer<typeof ReadResponseSchema>;

/** Realtime `message:new`, to both participants' `user:{id}` rooms. */
export const MessageNewEventSchema = z.object({
  conversation_id: z.number().int(),
  message: ChatMessageSchema,
});
export type MessageNewEvent = z.infer<typeof MessageNewEventSchema>;

/** Realtime `message:read`, to both participants' `user:{id}` rooms. */
export const MessageReadEventSchema = ReadReceiptSchema;
export type MessageReadEvent = z.infer<typeof MessageReadEventSchema>;

/** Realtime `typing`, to the conversation's room but the typist. */
export const TypingEventSchema = z.object({
  conversation_id: z.number().int(),
  user_id: z.number().int(),
});
export type TypingEvent = z.infer<typeof TypingEventSchema>;

/** Realtime `presence`, to room `presence:{user_id}` (people who share a conversation). */
export const PresenceEventSchema = z.object({
  user_id: z.number().int(),
  online: z.boolean(),
});
export type PresenceEvent = z.infer<typeof PresenceEventSchema>;

/**
 * Call signalling, relayed only between the two participants of `conversation_id`:
 * `call:offer` {conversation_id, call_id?, sdp} (the server answers the `call_id` in its ack and
 * adds `caller`), `call:answer` {call_id, sdp}, `call:ice` {call_id, candidate},
 * `call:decline` {call_id}, `call:end` {call_id, reason?}.
 */
export const CallEndReasonSchema = z.enum([
  'hangup',
  'declined',
  'no-answer',
  'offline',
  'answered-elsewhere',
  'busy',
]);
export type CallEndReason = z.infer<typeof CallEndReasonSchema>;

export const CallOfferEventSchema = z.object({
  call_id: z.number().int(),
  conversation_id: z.number().int(),
  caller: UserRefSchema,
  sdp: z.string(),
});
export type CallOfferEvent = z.infer<typeof CallOfferEventSchema>;
export const CallAnswerEventSchema = z.object({ call_id: z.number().int(), sdp: z.string() });
export type CallAnswerEvent = z.infer<typeof CallAnswerEventSchema>;
export const CallIceEventSchema = z.object({
  call_id: z.number().int(),
  candidate: z.unknown(),
});
export type CallIceEvent = z.infer<typeof CallIceEventSchema>;
export const CallEndEventSchema = z.object({
  call_id: z.number().int(),
  reason: CallEndReasonSchema,
});
export type CallEndEvent = z.infer<typeof CallEndEventSchema>;

/*
 * What a client sends on the socket (`ClientToServerEvents` in `realtime.ts`). The server reads
 * each payload with these schemas and ignores (or acks `realtime.forbidden` for) anything else.
 * Ids are JSON numbers here, never strings: a socket payload is not a query string.
 */
const SocketIdSchema = z.number().int().positive();
const SdpSchema = plainText().min(1).max(CHAT_CALL_SDP_MAX);

/** Socket `typing`: the caller types in this conversation's open thread (its room joined). */
export const TypingInSchema = z.object({ conversation_id: SocketIdSchema });
export type TypingIn = z.infer<typeof TypingInSchema>;

/** Socket `call:offer`: rings the other participant; the ack carries the new `call_id`. */
export const CallOfferInSchema = z.object({ conversation_id: SocketIdSchema, sdp: SdpSchema });
export type CallOfferIn = z.infer<typeof CallOfferInSchema>;

/** Socket `call:answer`: the callee picks up, relaying its session description to the caller. */
export const CallAnswerInSchema = z.object({ call_id: SocketIdSchema, sdp: SdpSchema });
export type CallAnswerIn = z.infer<typeof CallAnswerInSchema>;

/** Socket `call:ice`: one ICE candidate for the call's other party, relayed as is. */
export const CallIceInSchema = z.object({
  call_id: SocketIdSchema,
  candidate: z
    .unknown()
    .refine((candidate) => JSON.stringify(candidate ?? null).length <= CHAT_CALL_ICE_MAX),
});
export type CallIceIn = z.infer<typeof CallIceInSchema>;

/** Socket `call:decline` and `call:end`: the call a party refuses or hangs up. */
export const CallRefInSchema = z.object({ call_id: SocketIdSchema });
export type CallRefIn = z.infer<typeof CallRefInSchema>;

/** `GET /chat/call-settings`: the ICE (STUN/TURN) servers a call uses; empty on one network. */
export const CallSettingsSchema = z.object({
  ice_servers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type CallSettings = z.infer<typeof CallSettingsSchema>;
export const CallSettingsResponseSchema = envelope(CallSettingsSchema);
export type CallSettingsResponse = z.infer<typeof CallSettingsResponseSchema>;
