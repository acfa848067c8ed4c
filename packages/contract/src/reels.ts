import { z } from 'zod';
import {
  cleanedText,
  envelope,
  hasVisibleText,
  IdSchema,
  MessageSchema,
  NO_VISIBLE_TEXT,
  PageQuerySchema,
  paginated,
  UserRefSchema,
} from './common.ts';
import { PostStatusSchema, ReactionRecordSchema, ReactionTypeSchema } from './community.ts';
import {
  COMMENT_CONTENT_MAX,
  REEL_CAPTION_MAX,
  REEL_TITLE_DEFAULT,
  REEL_TITLE_MAX,
  REELS_PAGE_SIZE,
} from './limits.ts';

/**
 * A file the API has already streamed to storage while reading the form (a video is never held
 * whole in memory). The brand is a symbol, so a JSON body can never pass for one.
 */
export const STREAMED_UPLOAD = Symbol.for('souq.streamed-upload');
export interface StreamedUpload {
  [STREAMED_UPLOAD]: true;
  /** The stored object's key. */
  key: string;
  /** The type judged from its first bytes. */
  mime: string;
  bytes: number;
  /** Key of the poster frame (an image), when ffmpeg could take one. */
  posterKey: string | null;
}
export const isStreamedUpload = (value: unknown): value is StreamedUpload =>
  typeof value === 'object' && value !== null && STREAMED_UPLOAD in value;

/** A form's file field that the API streams to storage (a reel's video, a story's media). */
export const StreamedUploadSchema = z.custom<StreamedUpload>(isStreamedUpload, {
  message: 'validation.required',
});

export const ReelSchema = z.object({
  id: z.number().int(),
  /** The author. */
  user: UserRefSchema,
  title: z.string(),
  caption: z.string(),
  /** Absolute URL of the video; served with range requests (206), so it streams and seeks. */
  video_url: z.string(),
  /** Absolute URL of a frame of the video (WebP), or null: the player shows its first frame. */
  poster_url: z.string().nullable(),
  status: PostStatusSchema,
  country_id: z.number().int().nullable(),
  region_id: z.number().int().nullable(),
  commentsCount: z.number().int(),
  reactionsCount: z.number().int(),
  /** The caller's own reaction (the like button sends `love`), or null. */
  userReaction: ReactionTypeSchema.nullable(),
  created_at: z.string(),
});
export type Reel = z.infer<typeof ReelSchema>;

/** `multipart/form-data` of `POST /reels/create`. */
export const CreateReelBodySchema = z.object({
  /** Defaults to "test" (what the seed's client sends); at most 200 characters. */
  title: cleanedText({ max: REEL_TITLE_MAX })
    .refine((s) => s === '' || hasVisibleText(s), { message: NO_VISIBLE_TEXT })
    .transform((s) => s || REEL_TITLE_DEFAULT)
    .default(REEL_TITLE_DEFAULT),
  /** Non-blank after trimming, at most 2,200 characters. */
  caption: cleanedText({ min: 1, max: REEL_CAPTION_MAX }),
  /**
   * A video of `VIDEO_TYPES` (MP4, M4V, MOV, WebM, 3GP, AVI) judged by its content: its container
   * must hold a video track of a known codec (415 otherwise), at most 100 MB (413) and 3 minutes
   * (422).
   */
  video: StreamedUploadSchema,
  /** Defaults to `active`. */
  status: PostStatusSchema.default('active'),
  /** Optional; with `region_id`, which must be one of its regions. */
  country_id: IdSchema.optional(),
  region_id: IdSchema.optional(),
});
export type CreateReelBody = z.infer<typeof CreateReelBodySchema>;

/** `page` from 1, `per_page` 1..50 (the feed asks 10); newest first. `user_id`: one author's reels. */
export const ListReelsQuerySchema = PageQuerySchema.extend({
  per_page: PageQuerySchema.shape.per_page.default(REELS_PAGE_SIZE),
  user_id: IdSchema.optional(),
});
export type ListReelsQuery = z.infer<typeof ListReelsQuerySchema>;
export type ListReelsQueryInput = z.input<typeof ListReelsQuerySchema>;

export const ReelParamsSchema = z.object({ id: IdSchema });
export type ReelParams = z.infer<typeof ReelParamsSchema>;

export const ReelCommentSchema = z.object({
  id: z.number().int(),
  reel_id: z.number().int(),
  content: z.string(),
  user: UserRefSchema,
  /** True for the comment's author and the reel's author. */
  canDelete: z.boolean(),
  created_at: z.string(),
});
export type ReelComment = z.infer<typeof ReelCommentSchema>;

/** A comment on a reel: its text, non-blank, at most 2,000 characters. */
export const ReelCommentBodySchema = z.object({
  content: cleanedText({ min: 1, max: COMMENT_CONTENT_MAX }),
});
export type ReelCommentBody = z.infer<typeof ReelCommentBodySchema>;

/** Oldest first, paged. */
export const ListReelCommentsQuerySchema = PageQuerySchema;
export type ListReelCommentsQuery = z.infer<typeof ListReelCommentsQuerySchema>;

/** `type` defaults to `love` (what the reel's like button sends); an empty body is a like. */
export const ToggleReelReactionBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({ type: ReactionTypeSchema.default('love') }),
);
export type ToggleReelReactionBody = z.infer<typeof ToggleReelReactionBodySchema>;

export const ReelResponseSchema = envelope(ReelSchema);
export type ReelResponse = z.infer<typeof ReelResponseSchema>;
export const ReelsPageSchema = paginated(ReelSchema);
export type ReelsPage = z.infer<typeof ReelsPageSchema>;
export const ReelCommentResponseSchema = envelope(ReelCommentSchema);
export type ReelCommentResponse = z.infer<typeof ReelCommentResponseSchema>;
export const ReelCommentsPageSchema = paginated(ReelCommentSchema);
export type ReelCommentsPage = z.infer<typeof ReelCommentsPageSchema>;
export const ReelReactionsResponseSchema = envelope(z.array(ReactionRecordSchema));
export type ReelReactionsResponse = z.infer<typeof ReelReactionsResponseSchema>;
export const ToggleReelReactionResponseSchema = envelope(
  z.object({
    /** The caller's reaction after the toggle: null when it was cleared. */
    userReaction: ReactionTypeSchema.nullable(),
    reactionsCount: z.number().int(),
  }),
);
export type ToggleReelReactionResponse = z.infer<typeof ToggleReelReactionResponseSchema>;
export const ReelDeletedResponseSchema = MessageSchema;
export type ReelDeletedResponse = z.infer<typeof ReelDeletedResponseSchema>;
