import type { PostCommentEvent, PostReactionEvent } from '@souq/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageUrl } from '../../media/media.ts';
import type { PostViewContext } from './posts/posts.service.ts';

/** Every community route is for signed-in users; documented once for OpenAPI. */
export const guarded = { tags: ['community'], security: [{ bearer: [] }] };
export const forms = ['multipart/form-data', 'application/json'];

/** Image URLs on the host the client called; names in its language. */
export const viewOf = (request: FastifyRequest): PostViewContext => ({
  locale: request.locale,
  imageUrlOf: (key) => imageUrl(request, key, 1600),
  photoUrlOf: (key) => imageUrl(request, key, 400),
});

/** The room of a post's live listeners (`post:<id>`, joined through the room rule). */
export const postRoom = (postId: number) => `post:${postId}`;

/** Tells the listeners of a post what changed (`post:comment`, `post:reaction`). */
export const emitToPost = (
  app: FastifyInstance,
  postId: number,
  event: 'post:comment' | 'post:reaction',
  payload: PostCommentEvent | PostReactionEvent,
): void => {
  app.io.to(postRoom(postId)).emit(event, payload);
};
