// Chat: part of `limits.ts`.

/**
 * What a conversation can be about: the item card shown on top of the thread (a reply to a story
 * makes that story the conversation's item).
 */
export const CHAT_CONTEXT_TYPES = ['ad', 'job', 'auction', 'story'] as const;
/** The text of one message. */
export const CHAT_MESSAGE_MAX = 4000;
/** A file attached to a message (an image or a document). */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files other than images a message may carry, judged by their content (magic bytes). */
export const CHAT_FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip'] as const;
/** The `accept` of the attachment picker: images and the files above. */
export const CHAT_ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,image/avif,.pdf,.doc,.docx,.xls,.xlsx,.zip';
/** Messages per page of a thread (keyset on `before_id`). */
export const CHAT_MESSAGES_PAGE = 30;
/** Conversations per page of the list (default and maximum). */
export const CHAT_CONVERSATIONS_PAGE = 20;
/** Unread counts stop at this number (the badge shows "99+"). */
export const CHAT_UNREAD_CAP = 100;
/** A call nobody answers within this many milliseconds becomes a missed call. */
export const CHAT_CALL_RING_MS = 30_000;
/** The kinds of message: written text (with or without a file), or a call nobody answered. */
export const CHAT_MESSAGE_KINDS = ['text', 'missed_call'] as const;
/** A call's session description (SDP) relayed by `call:offer` and `call:answer`, in characters. */
export const CHAT_CALL_SDP_MAX = 20_000;
/** One ICE candidate relayed by `call:ice`, as JSON, in characters. */
export const CHAT_CALL_ICE_MAX = 4_000;
