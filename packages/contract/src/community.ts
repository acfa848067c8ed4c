import { z } from 'zod';
import { UploadSchema } from './accounts.ts';
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
import {
  COMMENT_CONTENT_MAX,
  POST_CONTENT_MAX,
  POST_STATUSES,
  POST_TITLE_MAX,
  REACTION_TYPES,
  REPORT_REASON_MAX,
  REPORT_TARGET_TYPES,
} from './limits.ts';

export const ReactionTypeSchema = z.enum(REACTION_TYPES);
export type ReactionType = z.infer<typeof ReactionTypeSchema>;

export const PostStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof PostStatusSchema>;

/** One reaction type of a post and how many users chose it. */
export const ReactionSummaryItemSchema = z.object({
  type: ReactionTypeSchema,
  type_emoji: z.string(),
  count: z.number().int(),
});
export type ReactionSummaryItem = z.infer<typeof ReactionSummaryItemSchema>;

export const PostSchema = z.object({
  id: z.number().int(),
  /** The author. */
  user: UserRefSchema,
  /** Optional heading; null when none was given. */
  title: z.string().nullable(),
  content: z.string(),
  /** Absolute URL of the 1600 px WebP, or null. */
  image: z.string().nullable(),
  status: PostStatusSchema,
  /** Where the post is about, named in the request's language. */
  region: z.object({
    id: z.number().int(),
    name: z.string(),
    country: z.object({ id: z.number().int(), name: z.string() }),
  }),
  /** Comments and replies the caller can see (those of users they blocked are left out). */
  commentsCount: z.number().int(),
  reactionsCount: z.number().int(),
  /** Every reaction type used on the post, most frequent first (the card shows the first 3). */
  reactionsSummary: z.array(ReactionSummaryItemSchema),
  /** The caller's own reaction, or null. */
  userReaction: ReactionTypeSchema.nullable(),
  created_at: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

export type Comment = {
  id: number;
  post_id: number;
  /** The comment this one answers; null for a top-level comment. */
  parent_id: number | null;
  content: string;
  user: z.infer<typeof UserRefSchema>;
  /** Visible direct replies, oldest first, each with its own replies. */
  replies: Comment[];
  /** Number of visible direct replies (also when `replies` is not loaded). */
  replies_count: number;
  /** True only for the comment's author. */
  canEdit: boolean;
  /** True for the comment's author and for the author of the post it is on. */
  canDelete: boolean;
  created_at: string;
};

export const CommentSchema: z.ZodType<Comment> = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    parent_id: z.number().int().nullable(),
    content: z.string(),
    user: UserRefSchema,
    get replies() {
      return z.array(CommentSchema);
    },
    replies_count: z.number().int(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    created_at: z.string(),
    // Recursive: OpenAPI can only describe it as a named component.
  })
  .meta({ id: 'Comment' });

/** One user's reaction to a post. */
export const ReactionRecordSchema = z.object({
  id: z.number().int(),
  user: UserRefSchema,
  type: ReactionTypeSchema,
  type_emoji: z.string(),
  created_at: z.string(),
});
export type ReactionRecord = z.infer<typeof ReactionRecordSchema>;

/** A form file field; an empty value or the text `null` (what some clients send) means none. */
const OptionalUploadSchema = z.preprocess(
  (value) => (value === '' || value === 'null' ? undefined : value),
  UploadSchema.optional(),
);

/** `true`/`false` from JSON or the text `true`/`false`/`1`/`0` from a form. */
const FormBooleanSchema = z.union([z.boolean(), z.stringbool()]);

/** Empty text means no title; any other holds a letter or a digit (see `visibleText`). */
const TitleSchema = cleanedText({ max: POST_TITLE_MAX })
  .refine((s) => s === '' || hasVisibleText(s), { message: NO_VISIBLE_TEXT })
  .transform((s) => s || null);

const PostContentSchema = cleanedText({ min: 1, max: POST_CONTENT_MAX });

/** `multipart/form-data` (or JSON without the image) of `POST /posts/create`. */
export const CreatePostBodySchema = z.object({
  title: TitleSchema.optional(),
  /** Non-blank after trimming, at most 5,000 characters. */
  content: PostContentSchema,
  /** JPEG, PNG, WebP or AVIF, at most 10 MB; stored as WebP without metadata. */
  image: OptionalUploadSchema,
  /** Defaults to `active`. */
  status: PostStatusSchema.default('active'),
  country_id: IdSchema,
  /** Must be a region of `country_id`. */
  region_id: IdSchema,
});
export type CreatePostBody = z.infer<typeof CreatePostBodySchema>;
export type CreatePostBodyInput = z.input<typeof CreatePostBodySchema>;

/**
 * `POST /posts/update/{id}`: every field optional; what is absent stays. The image is replaced
 * only when a new one is sent; `remove_image=true` drops it.
 */
export const UpdatePostBodySchema = z.object({
  title: TitleSchema.optional(),
  content: PostContentSchema.optional(),
  image: OptionalUploadSchema,
  remove_image: FormBooleanSchema.optional(),
  status: PostStatusSchema.optional(),
  /** With `region_id`, or alone when the post's region belongs to it. */
  country_id: IdSchema.optional(),
  region_id: IdSchema.optional(),
});
export type UpdatePostBody = z.infer<typeof UpdatePostBodySchema>;
export type UpdatePostBodyInput = z.input<typeof UpdatePostBodySchema>;

/** A comment or a reply: its text only. */
export const CommentBodySchema = z.object({
  /** Non-blank after trimming, at most 2,000 characters. */
  content: cleanedText({ min: 1, max: COMMENT_CONTENT_MAX }),
});
export type CommentBody = z.infer<typeof CommentBodySchema>;

export const ToggleReactionBodySchema = z.object({ type: ReactionTypeSchema });
export type ToggleReactionBody = z.infer<typeof ToggleReactionBodySchema>;

export const ReportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES);
export type ReportTargetType = z.infer<typeof ReportTargetTypeSchema>;

export const CreateReportBodySchema = z.object({
  target_type: ReportTargetTypeSchema,
  target_id: IdSchema,
  /** Why it should be looked at; non-blank, at most 1,000 characters. */
  reason: cleanedText({ min: 1, max: REPORT_REASON_MAX }),
});
export type CreateReportBody = z.infer<typeof CreateReportBodySchema>;
export type CreateReportBodyInput = z.input<typeof CreateReportBodySchema>;

export const PostParamsSchema = z.object({ id: IdSchema });
export type PostParams = z.infer<typeof PostParamsSchema>;
export const PostIdParamsSchema = z.object({ postId: IdSchema });
export type PostIdParams = z.infer<typeof PostIdParamsSchema>;
export const UserIdParamsSchema = z.object({ userId: IdSchema });
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;
export const CommentParamsSchema = z.object({ id: IdSchema });
export type CommentParams = z.infer<typeof CommentParamsSchema>;

/** `page` from 1, `per_page` 1..50 (default 10); newest first. */
export const ListPostsQuerySchema = PageQuerySchema;
export type ListPostsQuery = z.infer<typeof ListPostsQuerySchema>;
export type ListPostsQueryInput = z.input<typeof ListPostsQuerySchema>;
/** Top-level comments, oldest first, paged like posts. */
export const ListCommentsQuerySchema = PageQuerySchema;
export type ListCommentsQuery = z.infer<typeof ListCommentsQuerySchema>;
export type ListCommentsQueryInput = z.input<typeof ListCommentsQuerySchema>;

export const ListReactionsQuerySchema = z.object({
  /** Only this type; `all` or absent for every type. */
  type: z.union([ReactionTypeSchema, z.literal('all')]).optional(),
});
export type ListReactionsQuery = z.infer<typeof ListReactionsQuerySchema>;

export const PostResponseSchema = envelope(PostSchema);
export type PostResponse = z.infer<typeof PostResponseSchema>;
export const PostsPageSchema = paginated(PostSchema);
export type PostsPage = z.infer<typeof PostsPageSchema>;
export const CommentResponseSchema = envelope(CommentSchema);
export type CommentResponse = z.infer<typeof CommentResponseSchema>;
export const CommentsResponseSchema = envelope(z.array(CommentSchema));
export type CommentsResponse = z.infer<typeof CommentsResponseSchema>;
export const CommentsPageSchema = paginated(CommentSchema);
export type CommentsPage = z.infer<typeof CommentsPageSchema>;
export const ReactionsResponseSchema = envelope(z.array(ReactionRecordSchema));
export type ReactionsResponse = z.infer<typeof ReactionsResponseSchema>;
export const ToggleReactionResponseSchema = envelope(
  z.object({
    /** The caller's reaction after the toggle: null when it was cleared. */
    userReaction: ReactionTypeSchema.nullable(),
    reactionsCount: z.number().int(),
    reactionsSummary: z.array(ReactionSummaryItemSchema),
  }),
);
export type ToggleReactionResponse = z.infer<typeof ToggleReactionResponseSchema>;
export const ReportResponseSchema = envelope(
  z.object({
    id: z.number().int(),
    target_type: ReportTargetTypeSchema,
    target_id: z.number().int(),
    created_at: z.string(),
  }),
);
export type ReportResponse = z.infer<typeof ReportResponseSchema>;
export const BlockResponseSchema = envelope(
  z.object({ user_id: z.number().int(), blocked: z.boolean() }),
);
export type BlockResponse = z.infer<typeof BlockResponseSchema>;
export const DeletedResponseSchema = MessageSchema;
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;

/** Realtime `post:comment` in room `post:<id>`: refetch or patch the post's comments. */
export const PostCommentEventSchema = z.object({
  post_id: z.number().int(),
  action: z.enum(['created', 'updated', 'deleted']),
  comment_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  commentsCount: z.number().int(),
});
export type PostCommentEvent = z.infer<typeof PostCommentEventSchema>;

/** Realtime `post:reaction` in room `post:<id>`. */
export const PostReactionEventSchema = z.object({
  post_id: z.number().int(),
  user_id: z.number().int(),
  /** The user's reaction after the toggle, or null. */
  type: ReactionTypeSchema.nullable(),
  reactionsCount: z.number().int(),
  reactionsSummary: z.array(ReactionSummaryItemSchema),
});
export type PostReactionEvent = z.infer<typeof PostReactionEventSchema>;
