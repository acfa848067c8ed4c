import { z } from 'zod';
import { UploadSchema } from './accounts.ts';
import {
  cleanedText,
  envelope,
  IdSchema,
  PageQuerySchema,
  paginated,
  plainText,
  UserRefSchema,
} from './common.ts';
import { BIO_MAX_LENGTH, FRIEND_SEARCH_MAX, PROFILE_ABOUT_MAX, RELATIONSHIPS } from './limits.ts';

export const RelationshipSchema = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof RelationshipSchema>;

/** Work, education, places lived and contact info, as the owner wrote them (empty when not). */
export const ProfileAboutSchema = z.object({
  work: z.string(),
  education: z.string(),
  places_lived: z.string(),
  contact_info: z.string(),
});
export type ProfileAbout = z.infer<typeof ProfileAboutSchema>;

export const CommunityProfileSchema = z.object({
  user: UserRefSchema,
  /** Absolute URL of the cover picture (WebP), or null. */
  cover_url: z.string().nullable(),
  bio: z.string(),
  about: ProfileAboutSchema,
  followers_count: z.number().int(),
  following_count: z.number().int(),
  friends_count: z.number().int(),
  posts_count: z.number().int(),
  reels_count: z.number().int(),
  /** Where the caller stands with this person. */
  relationship: RelationshipSchema,
  /** The caller follows this person. */
  is_following: z.boolean(),
  joined_at: z.string(),
});
export type CommunityProfile = z.infer<typeof CommunityProfileSchema>;

const aboutField = cleanedText({ max: PROFILE_ABOUT_MAX });

/**
 * `POST /community/profile/update` (the owner's own; JSON or form data with the cover): what is
 * absent stays; empty text clears.
 */
export const UpdateCommunityProfileBodySchema = z.object({
  bio: cleanedText({ max: BIO_MAX_LENGTH }).optional(),
  work: aboutField.optional(),
  education: aboutField.optional(),
  places_lived: aboutField.optional(),
  contact_info: aboutField.optional(),
  /** A new cover picture: JPEG, PNG, WebP or AVIF, at most 10 MB; stored as WebP without metadata. */
  cover: z.preprocess(
    (value) => (value === '' || value === 'null' ? undefined : value),
    UploadSchema.optional(),
  ),
  /** `true` drops the cover. */
  remove_cover: z.union([z.boolean(), z.stringbool()]).optional(),
});
export type UpdateCommunityProfileBody = z.infer<typeof UpdateCommunityProfileBodySchema>;
export type UpdateCommunityProfileBodyInput = z.input<typeof UpdateCommunityProfileBodySchema>;

/** `POST /follow/{userId}`: without `follow` it toggles; `follow: true|false` sets (idempotent). */
export const FollowBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({ follow: z.union([z.boolean(), z.stringbool()]).optional() }),
);
export type FollowBody = z.infer<typeof FollowBodySchema>;

/** `GET /friends/{userId}`: paged, newest friendship first; `q` filters by name. */
export const ListFriendsQuerySchema = PageQuerySchema.extend({
  q: plainText().trim().max(FRIEND_SEARCH_MAX).optional(),
});
export type ListFriendsQuery = z.infer<typeof ListFriendsQuerySchema>;
export type ListFriendsQueryInput = z.input<typeof ListFriendsQuerySchema>;

export const FriendSchema = z.object({
  user: UserRefSchema,
  /** When they became friends (or when the request was sent, in the requests list). */
  since: z.string(),
});
export type Friend = z.infer<typeof FriendSchema>;

export const FriendUserParamsSchema = z.object({ userId: IdSchema });
export type FriendUserParams = z.infer<typeof FriendUserParamsSchema>;

/** One photo of a profile: a post's image. */
export const ProfilePhotoSchema = z.object({
  post_id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
});
export type ProfilePhoto = z.infer<typeof ProfilePhotoSchema>;

export const CommunityProfileResponseSchema = envelope(CommunityProfileSchema);
export type CommunityProfileResponse = z.infer<typeof CommunityProfileResponseSchema>;
export const FriendsPageSchema = paginated(FriendSchema);
export type FriendsPage = z.infer<typeof FriendsPageSchema>;
export const ProfilePhotosPageSchema = paginated(ProfilePhotoSchema);
export type ProfilePhotosPage = z.infer<typeof ProfilePhotosPageSchema>;
/** After a friend or follow change: where the caller now stands and the person's counts. */
export const RelationshipResponseSchema = envelope(
  z.object({
    user_id: z.number().int(),
    relationship: RelationshipSchema,
    is_following: z.boolean(),
    followers_count: z.number().int(),
    friends_count: z.number().int(),
  }),
);
export type RelationshipResponse = z.infer<typeof RelationshipResponseSchema>;
