import type {
  CreateReelBody,
  ListReelCommentsQuery,
  ListReelsQueryInput,
  ReelCommentBody,
  ReelCommentResponse,
  ReelCommentsPage,
  ReelDeletedResponse,
  ReelReactionsResponse,
  ReelResponse,
  ReelsPage,
  ToggleReelReactionBody,
  ToggleReelReactionResponse,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** Reels: short vertical videos of the community, for signed-in users. */
export const reelsEndpoints = {
  list: { method: 'GET', path: '/reels/index', auth: 'required' },
  show: { method: 'GET', path: '/reels/show/{id}', auth: 'required' },
  create: { method: 'POST', path: '/reels/create', auth: 'required' },
  comments: { method: 'GET', path: '/reels/{id}/comments', auth: 'required' },
  createComment: { method: 'POST', path: '/reels/{id}/comments', auth: 'required' },
  toggleReaction: { method: 'POST', path: '/reels/{id}/toggle-reaction', auth: 'required' },
  reactions: { method: 'GET', path: '/reels/{id}/reactions', auth: 'required' },
  delete: { method: 'DELETE', path: '/reels/delete/{id}', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type ReelsEndpointTypes = EndpointTypesOf<
  typeof reelsEndpoints,
  {
    list: { query: ListReelsQueryInput; response: ReelsPage };
    show: { response: ReelResponse };
    create: { body: CreateReelBody; response: ReelResponse };
    comments: { query: ListReelCommentsQuery; response: ReelCommentsPage };
    createComment: { body: ReelCommentBody; response: ReelCommentResponse };
    toggleReaction: { body: ToggleReelReactionBody; response: ToggleReelReactionResponse };
    reactions: { response: ReelReactionsResponse };
    delete: { response: ReelDeletedResponse };
  }
>;
