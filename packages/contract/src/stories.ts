import { z } from 'zod';
import { cleanedText, envelope, IdSchema, UserRefSchema } from './common.ts';
import { STORY_CAPTION_MAX, STORY_MEDIA_TYPES, STORY_REPLY_MAX } from './limits.ts';
import { StreamedUploadSchema } from './reels.ts';

export const StoryMediaTypeSchema = z.enum(STORY_MEDIA_TYPES);
export type StoryMediaType = z.infer<typeof StoryMediaTypeSchema>;

/** Who saw a story and when: shown to its author only. */
export const StoryViewerSchema = z.object({ user: UserRefSchema, viewed_at: z.string() });
export type StoryViewer = z.infer<typeof StoryViewerSchema>;

export const StorySchema = z.object({
  id: z.number().int(),
  user: UserRefSchema,
  /** Absolute URL of the image (WebP) or the video (range requests). */
  media_url: z.string(),
  media_type: StoryMediaTypeSchema,
  /** A frame of a video story, or null. */
  poster_url: z.string().nullable(),
  caption: z.string(),
  likes_count: z.number().int(),
  /** How many people replied to it (each counts once, however often they replied). */
  replies_count: z.number().int(),
  views_count: z.number().int(),
  /** The caller liked it. */
  liked: z.boolean(),
  /** The caller has seen it. */
  seen: z.boolean(),
  /** Who viewed it, newest first: the author only; null for everyone else. */
  viewers: z.array(StoryViewerSchema).nullable(),
  created_at: z.string(),
  /** 24 hours after `created_at`: gone from every list after that. */
  expires_at: z.string(),
});
export type Story = z.infer<typeof StorySchema>;

/** One author's live stories, oldest first (the order they are watched in). */
export const StoryGroupSchema = z.object({
  user: UserRefSchema,
  /** Some of them the caller has not seen yet. */
  has_unseen: z.boolean(),
  stories: z.array(StorySchema),
});
export type StoryGroup = z.infer<typeof StoryGroupSchema>;

/** `multipart/form-data` of `POST /stories/create`. */
export const CreateStoryBodySchema = z.object({
  /**
   * A JPEG, PNG, WebP or AVIF image (≤ 10 MB) or a video of `VIDEO_TYPES` (≤ 30 MB, ≤ 60 s), by
   * content: a video's container must hold a video track of a known codec.
   */
  media: StreamedUploadSchema,
  /** Optional, at most 500 characters. */
  caption: cleanedText({ max: STORY_CAPTION_MAX }).default(''),
});
export type CreateStoryBody = z.infer<typeof CreateStoryBodySchema>;

/** A reply to a story: sent to its author as a chat message about the story. */
export const StoryReplyBodySchema = z.object({
  content: cleanedText({ min: 1, max: STORY_REPLY_MAX }),
});
export type StoryReplyBody = z.infer<typeof StoryReplyBodySchema>;

export const StoryParamsSchema = z.object({ id: IdSchema });
export type StoryParams = z.infer<typeof StoryParamsSchema>;

export const StoryResponseSchema = envelope(StorySchema);
export type StoryResponse = z.infer<typeof StoryResponseSchema>;
/** Authors with unseen stories first (the caller's own group leads), each group's stories oldest first. */
export const StoryGroupsResponseSchema = envelope(z.array(StoryGroupSchema));
export type StoryGroupsResponse = z.infer<typeof StoryGroupsResponseSchema>;
export const StoryViewResponseSchema = envelope(
  z.object({ story_id: z.number().int(), views_count: z.number().int() }),
);
export type StoryViewResponse = z.infer<typeof StoryViewResponseSchema>;
export const StoryLikeResponseSchema = envelope(
  z.object({ liked: z.boolean(), likes_count: z.number().int() }),
);
export type StoryLikeResponse = z.infer<typeof StoryLikeResponseSchema>;
/**
 * A reply is a chat message to the story's author, in their conversation, which now has the story
 * as its item: the conversation's id and the story's count of people who replied.
 */
export const StoryReplyResponseSchema = envelope(
  z.object({ replies_count: z.number().int(), conversation_id: z.number().int() }),
);
export type StoryReplyResponse = z.infer<typeof StoryReplyResponseSchema>;
