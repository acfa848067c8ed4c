import { z } from 'zod';
import { UploadSchema } from './accounts.ts';
import { ChatMessageSchema, MessagesPageSchema, ReadReceiptSchema, sendBodyWith } from './chat.ts';
import {
  cleanedText,
  envelope,
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  paginated,
  plainText,
  UserRefSchema,
  visibleText,
} from './common.ts';
import {
  CHANNEL_DESCRIPTION_MAX,
  CHANNEL_NAME_MAX,
  CHANNEL_ROLES,
  CHANNEL_VISIBILITIES,
} from './limits.ts';

export const ChannelVisibilitySchema = z.enum(CHANNEL_VISIBILITIES);
export type ChannelVisibility = z.infer<typeof ChannelVisibilitySchema>;
export const ChannelRoleSchema = z.enum(CHANNEL_ROLES);
export type ChannelRole = z.infer<typeof ChannelRoleSchema>;

/** A channel as lists and its header show it. */
export const ChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Absolute URL of the channel's 400 px image (public media), or null. */
  image: z.string().nullable(),
  /** `public`: listed and open to anyone; `private`: only people added see it. */
  visibility: ChannelVisibilitySchema,
  members_count: z.number().int(),
  /** The caller's role, or null when the caller is not a member. */
  role: ChannelRoleSchema.nullable(),
  owner: UserRefSchema,
  /** Messages of others the caller has not read (capped at 100); 0 for non-members. */
  unread_count: z.number().int(),
  /** The newest message (members only; null otherwise or before the first). */
  last_message: ChatMessageSchema.nullable(),
  created_at: z.string(),
  /** The newest message's time, or the creation's. */
  updated_at: z.string(),
});
export type Channel = z.infer<typeof ChannelSchema>;
export const ChannelResponseSchema = envelope(ChannelSchema);
export type ChannelResponse = z.infer<typeof ChannelResponseSchema>;

/** A member of a channel with their role. */
export const ChannelMemberSchema = z.object({
  user: UserRefSchema,
  role: ChannelRoleSchema,
  joined_at: z.string(),
});
export type ChannelMember = z.infer<typeof ChannelMemberSchema>;

/** `GET /channels/details/{id}`: members (owner, admins, then members) for members only. */
export const ChannelDetailsSchema = ChannelSchema.extend({
  /** Null for someone outside the channel (a public channel's summary). */
  members: z.array(ChannelMemberSchema).nullable(),
});
export type ChannelDetails = z.infer<typeof ChannelDetailsSchema>;
export const ChannelDetailsResponseSchema = envelope(ChannelDetailsSchema);
export type ChannelDetailsResponse = z.infer<typeof ChannelDetailsResponseSchema>;

/** A form file field; empty or `null` means none. */
const OptionalUploadSchema = z.preprocess(
  (value) => (value === '' || value === 'null' ? undefined : value),
  UploadSchema.optional(),
);
/** A form boolean: `true`/`1` or `false`/`0`. */
const FormBooleanSchema = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean(),
);

/** `POST /channels/create`, `multipart/form-data` (or JSON without an image). */
export const CreateChannelBodySchema = z.object({
  /** Unique among the owner's channels (compared without case, diacritics or Arabic letter forms). */
  name: visibleText({ max: CHANNEL_NAME_MAX }),
  description: cleanedText({ max: CHANNEL_DESCRIPTION_MAX }).default(''),
  visibility: ChannelVisibilitySchema.default('public'),
  /** An image (JPEG, PNG, WebP, AVIF), stored as public media. */
  image: OptionalUploadSchema,
});
export type CreateChannelBody = z.infer<typeof CreateChannelBodySchema>;
export type CreateChannelBodyInput = z.input<typeof CreateChannelBodySchema>;

/** `POST /channels/update/{id}`: only the fields sent change. */
export const UpdateChannelBodySchema = z.object({
  name: visibleText({ max: CHANNEL_NAME_MAX }).optional(),
  description: cleanedText({ max: CHANNEL_DESCRIPTION_MAX }).optional(),
  visibility: ChannelVisibilitySchema.optional(),
  /** A new image. */
  image: OptionalUploadSchema,
  /** `true` drops the image (ignored when a new one is sent). */
  remove_image: FormBooleanSchema.optional(),
});
export type UpdateChannelBody = z.infer<typeof UpdateChannelBodySchema>;
export type UpdateChannelBodyInput = z.input<typeof UpdateChannelBodySchema>;

export const ChannelParamsSchema = IdParamsSchema;
export type ChannelParams = z.infer<typeof ChannelParamsSchema>;

/** `POST /channels/add-member/{id}` and `/channels/remove-member/{id}`. */
export const ChannelMemberBodySchema = z.object({ user_id: IdSchema });
export type ChannelMemberBody = z.infer<typeof ChannelMemberBodySchema>;
export type ChannelMemberBodyInput = z.input<typeof ChannelMemberBodySchema>;

/**
 * `POST /channels/set-role/{id}` (owner only): `admin` or `member` for a member; `owner` hands
 * the channel over (the previous owner becomes an admin).
 */
export const SetChannelRoleBodySchema = z.object({
  user_id: IdSchema,
  role: ChannelRoleSchema,
});
export type SetChannelRoleBody = z.infer<typeof SetChannelRoleBodySchema>;
export type SetChannelRoleBodyInput = z.input<typeof SetChannelRoleBodySchema>;

/**
 * `POST /channels/send-message`: the same rules as a chat message (4,000 characters and/or one
 * attachment of at most 10 MB, judged by its content), to a channel the caller is a member of.
 */
export const SendChannelMessageBodySchema = sendBodyWith({ channel_id: IdSchema });
export type SendChannelMessageBody = z.infer<typeof SendChannelMessageBodySchema>;
export type SendChannelMessageBodyInput = z.input<typeof SendChannelMessageBodySchema>;

/**
 * `GET /channels/my-channels` and `/channels/public-channels` (with `search`, by name): the
 * paging of every list (`per_page` 1..50, default 10, clamped).
 */
export const ListChannelsQuerySchema = PageQuerySchema.extend({
  /** Words of the name (Arabic-aware, prefixes, misspellings); public channels only. */
  search: plainText().trim().max(CHANNEL_NAME_MAX).optional(),
});
export type ListChannelsQuery = z.infer<typeof ListChannelsQuerySchema>;
export type ListChannelsQueryInput = z.input<typeof ListChannelsQuerySchema>;
export const ChannelsPageSchema = paginated(ChannelSchema);
export type ChannelsPage = z.infer<typeof ChannelsPageSchema>;

/** `GET /channels/candidates/{id}?search=`: people the caller knows, not yet members. */
export const ChannelCandidatesQuerySchema = z.object({
  search: plainText().trim().max(CHANNEL_NAME_MAX).optional(),
});
export type ChannelCandidatesQuery = z.infer<typeof ChannelCandidatesQuerySchema>;
export const ChannelCandidatesResponseSchema = envelope(z.array(UserRefSchema));
export type ChannelCandidatesResponse = z.infer<typeof ChannelCandidatesResponseSchema>;

/** `GET /channels/messages/{id}`: the same page as a conversation's. */
export const ChannelMessagesPageSchema = MessagesPageSchema;
export type ChannelMessagesPage = z.infer<typeof ChannelMessagesPageSchema>;

/** `POST /channels/read/{id}`: `conversation_id` is the channel's id. */
export const ChannelReadResponseSchema = envelope(ReadReceiptSchema);
export type ChannelReadResponse = z.infer<typeof ChannelReadResponseSchema>;

/** Realtime `channel:message`, to room `channel:{id}` (members who joined it). */
export const ChannelMessageEventSchema = z.object({
  channel_id: z.number().int(),
  message: ChatMessageSchema,
});
export type ChannelMessageEvent = z.infer<typeof ChannelMessageEventSchema>;

/**
 * Realtime `channel:membership`, to the `user:{id}` rooms of the people concerned: `added` (a
 * channel to show), `removed`, `deleted` or `left` (the channel is gone for them; their sockets
 * already left its room), `changed` (a role or the card changed).
 */
export const ChannelMembershipEventSchema = z.object({
  channel_id: z.number().int(),
  change: z.enum(['added', 'removed', 'deleted', 'left', 'changed']),
});
export type ChannelMembershipEvent = z.infer<typeof ChannelMembershipEventSchema>;
