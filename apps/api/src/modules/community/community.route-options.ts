import type { FastifyRequest } from 'fastify';
import { imageUrl } from '../../media/media.ts';
import type { PostViewContext } from './posts/posts.presenter.ts';

/** Every community route is for signed-in users; documented once for OpenAPI. */
export const guarded = { tags: ['community'] };
export const forms = ['multipart/form-data', 'application/json'];

/** Image URLs on the host the client called; names in its language. */
export const viewOf = (request: FastifyRequest): PostViewContext => ({
  locale: request.locale,
  imageUrlOf: (key) => imageUrl(request, key, 1600),
  photoUrlOf: (key) => imageUrl(request, key, 400),
});
