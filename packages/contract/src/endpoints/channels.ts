import type {
  ChannelCandidatesQuery,
  ChannelCandidatesResponse,
  ChannelDetailsResponse,
  ChannelMemberBodyInput,
  ChannelMessagesPage,
  ChannelReadResponse,
  ChannelsPage,
  ChatMessageResponse,
  CreateChannelBodyInput,
  ListChannelsQueryInput,
  ListMessagesQueryInput,
  Message,
  SendChannelMessageBodyInput,
  SetChannelRoleBodyInput,
  UpdateChannelBodyInput,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/**
 * Channels: group conversations, public or private, with one owner, admins and members. Their
 * messages are chat messages (attachments through `GET /chat/attachment/{messageId}`).
 */
export const channelsEndpoints = {
  /** Creates a channel; the caller is its owner and first member. */
  create: { method: 'POST', path: '/channels/create', auth: 'required' },
  /** Changes name, description, image or visibility (owner and admins). */
  update: { method: 'POST', path: '/channels/update/{id}', auth: 'required' },
  /** Joins a public channel (a private one only by being added). */
  join: { method: 'POST', path: '/channels/join/{id}', auth: 'required' },
  /** Leaves a channel; the owner hands ownership over first. */
  leave: { method: 'POST', path: '/channels/leave/{id}', auth: 'required' },
  /** Deletes a channel with its messages (owner only). */
  delete: { method: 'DELETE', path: '/channels/delete/{id}', auth: 'required' },
  /** Adds a person (owner and admins). */
  addMember: { method: 'POST', path: '/channels/add-member/{id}', auth: 'required' },
  /** Removes a member (owner and admins; admins only members). */
  removeMember: { method: 'POST', path: '/channels/remove-member/{id}', auth: 'required' },
  /** Makes a member an admin or a member again, or the owner (owner only). */
  setRole: { method: 'POST', path: '/channels/set-role/{id}', auth: 'required' },
  /** Sends text and/or one attachment to a channel (members). */
  send: { method: 'POST', path: '/channels/send-message', auth: 'required' },
  /** A page of a channel's messages, keyset on `before_id` (members). */
  messages: { method: 'GET', path: '/channels/messages/{id}', auth: 'required' },
  /** Marks the channel read up to its newest message. */
  read: { method: 'POST', path: '/channels/read/{id}', auth: 'required' },
  /** The caller's channels with unread counts, newest activity first. */
  mine: { method: 'GET', path: '/channels/my-channels', auth: 'required' },
  /** Public channels, searched by name, most members first. */
  public: { method: 'GET', path: '/channels/public-channels', auth: 'required' },
  /** A channel: members with roles for members, a summary for others (404 when private). */
  details: { method: 'GET', path: '/channels/details/{id}', auth: 'required' },
  /** People the caller may add (from their conversations and friends), searched by name. */
  candidates: { method: 'GET', path: '/channels/candidates/{id}', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type ChannelsEndpointTypes = EndpointTypesOf<
  typeof channelsEndpoints,
  {
    create: { body: CreateChannelBodyInput; response: ChannelDetailsResponse };
    update: { body: UpdateChannelBodyInput; response: ChannelDetailsResponse };
    join: { response: ChannelDetailsResponse };
    leave: { response: Message };
    delete: { response: Message };
    addMember: { body: ChannelMemberBodyInput; response: ChannelDetailsResponse };
    removeMember: { body: ChannelMemberBodyInput; response: ChannelDetailsResponse };
    setRole: { body: SetChannelRoleBodyInput; response: ChannelDetailsResponse };
    send: { body: SendChannelMessageBodyInput; response: ChatMessageResponse };
    messages: { query: ListMessagesQueryInput; response: ChannelMessagesPage };
    read: { response: ChannelReadResponse };
    mine: { query: ListChannelsQueryInput; response: ChannelsPage };
    public: { query: ListChannelsQueryInput; response: ChannelsPage };
    details: { response: ChannelDetailsResponse };
    candidates: { query: ChannelCandidatesQuery; response: ChannelCandidatesResponse };
  }
>;
