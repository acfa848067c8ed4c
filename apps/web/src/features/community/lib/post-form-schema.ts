import { CommentBodySchema, CreatePostBodySchema } from '@souq/contract';
import type { PostFormValues } from '../api/save-post';

const post = CreatePostBodySchema.shape;

/**
 * The post form's one message, by the contract's rules for `POST /posts/create`: the text first
 * (non-blank once cleaned), then the place (a country and one of its regions).
 */
export function postFormError(values: PostFormValues) {
  if (!post.content.safeParse(values.content).success) return 'post-form.content-required' as const;
  if (!post.country_id.safeParse(values.country_id).success)
    return 'post-form.place-required' as const;
  if (!post.region_id.safeParse(values.region_id).success)
    return 'post-form.place-required' as const;
  return null;
}

/** Whether a comment (or reply) may be sent: non-blank once cleaned, within the length. */
export const isSendableComment = (content: string) =>
  CommentBodySchema.shape.content.safeParse(content).success;
