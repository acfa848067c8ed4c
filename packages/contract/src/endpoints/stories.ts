import type {
  CreateStoryBody,
  ReelDeletedResponse,
  StoryGroupsResponse,
  StoryLikeResponse,
  StoryReplyBody,
  StoryReplyResponse,
  StoryResponse,
  StoryViewResponse,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** Stories: pictures and short videos that last 24 hours. */
export const storiesEndpoints = {
  list: { method: 'GET', path: '/stories', auth: 'required' },
  create: { method: 'POST', path: '/stories/create', auth: 'required' },
  view: { method: 'POST', path: '/stories/{id}/view', auth: 'required' },
  toggleLike: { method: 'POST', path: '/stories/{id}/toggle-like', auth: 'required' },
  reply: { method: 'POST', path: '/stories/{id}/reply', auth: 'required' },
  delete: { method: 'DELETE', path: '/stories/delete/{id}', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type StoriesEndpointTypes = EndpointTypesOf<
  typeof storiesEndpoints,
  {
    list: { response: StoryGroupsResponse };
    create: { body: CreateStoryBody; response: StoryResponse };
    view: { response: StoryViewResponse };
    toggleLike: { response: StoryLikeResponse };
    reply: { body: StoryReplyBody; response: StoryReplyResponse };
    delete: { response: ReelDeletedResponse };
  }
>;
