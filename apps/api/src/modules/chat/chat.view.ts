import { chatEndpoints } from '@souq/contract/endpoints';
import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { imageUrl } from '../../media/media.ts';

/** How answers link: user photos (public media) and attachments (the authorised route). */
export interface ChatView {
  photoUrlOf(key: string | null): string | null;
  attachmentUrlOf(messageId: number, size: 'full' | 'thumb'): string;
}

export const chatViewOf = (request: FastifyRequest): ChatView => {
  // The routes' own prefix (`/api/v1`): the plugin instance that serves them knows it.
  const base = `${publicOrigin(request)}${request.server.prefix}`;
  return {
    photoUrlOf: (key) => imageUrl(request, key, 400),
    attachmentUrlOf: (id, size) =>
      `${base}${chatEndpoints.attachment.path.replace('{messageId}', String(id))}${size === 'thumb' ? '?size=thumb' : ''}`,
  };
};

/** Every chat route is for signed-in users; documented once for OpenAPI. */
export const guarded = { tags: ['chat'] };
export const forms = ['multipart/form-data', 'application/json'];
