import type {
  AttachmentQuery,
  CallSettingsResponse,
  ChatInfoResponse,
  ChatMessageResponse,
  ConversationResponse,
  ConversationsPage,
  ListConversationsQueryInput,
  ListMessagesQueryInput,
  MessagesPage,
  ReadResponse,
  SendMessageBodyInput,
  StartConversationBodyInput,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** One-to-one conversations: every call is the signed-in participant's own. */
export const chatEndpoints = {
  /** The caller and their unread total (the header badge). */
  myInfo: { method: 'GET', path: '/chat/get-my-info', auth: 'required' },
  /** The caller's conversations, newest activity first, paged. */
  conversations: { method: 'GET', path: '/chat/get-conversations', auth: 'required' },
  /** One conversation of the caller (the thread's header and item card). */
  conversation: { method: 'GET', path: '/chat/conversation/{id}', auth: 'required' },
  /** Opens (or finds) the conversation with a user, about an item. */
  start: { method: 'POST', path: '/chat/start-conversation', auth: 'required' },
  /** A page of a thread, keyset on `before_id`. */
  messages: { method: 'GET', path: '/chat/messages/{id}', auth: 'required' },
  /** Sends text and/or one attachment. */
  send: { method: 'POST', path: '/chat/send-message', auth: 'required' },
  /** Marks the conversation read up to its newest message. */
  read: { method: 'POST', path: '/chat/read/{id}', auth: 'required' },
  /** The file of a message, to its two participants only. */
  attachment: { method: 'GET', path: '/chat/attachment/{messageId}', auth: 'required' },
  /** ICE servers for voice calls. */
  callSettings: { method: 'GET', path: '/chat/call-settings', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type ChatEndpointTypes = EndpointTypesOf<
  typeof chatEndpoints,
  {
    myInfo: { response: ChatInfoResponse };
    conversations: { query: ListConversationsQueryInput; response: ConversationsPage };
    conversation: { response: ConversationResponse };
    start: { body: StartConversationBodyInput; response: ConversationResponse };
    messages: { query: ListMessagesQueryInput; response: MessagesPage };
    send: { body: SendMessageBodyInput; response: ChatMessageResponse };
    read: { response: ReadResponse };
    attachment: { query: AttachmentQuery; response: unknown };
    callSettings: { response: CallSettingsResponse };
  }
>;
