import type {
  CommunityProfileResponse,
  FollowBody,
  FriendsPage,
  ListFriendsQueryInput,
  PageQueryInput,
  ProfilePhotosPage,
  RelationshipResponse,
  UpdateCommunityProfileBodyInput,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** Community profiles, friend requests and follows. */
export const friendsEndpoints = {
  profile: { method: 'GET', path: '/community/profile/{userId}', auth: 'required' },
  updateProfile: { method: 'POST', path: '/community/profile/update', auth: 'required' },
  photos: { method: 'GET', path: '/community/profile/{userId}/photos', auth: 'required' },
  request: { method: 'POST', path: '/friends/request/{userId}', auth: 'required' },
  accept: { method: 'POST', path: '/friends/accept/{userId}', auth: 'required' },
  decline: { method: 'POST', path: '/friends/decline/{userId}', auth: 'required' },
  remove: { method: 'DELETE', path: '/friends/{userId}', auth: 'required' },
  requests: { method: 'GET', path: '/friends/requests', auth: 'required' },
  list: { method: 'GET', path: '/friends/{userId}', auth: 'required' },
  follow: { method: 'POST', path: '/follow/{userId}', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type FriendsEndpointTypes = EndpointTypesOf<
  typeof friendsEndpoints,
  {
    profile: { response: CommunityProfileResponse };
    updateProfile: { body: UpdateCommunityProfileBodyInput; response: CommunityProfileResponse };
    photos: { query: PageQueryInput; response: ProfilePhotosPage };
    request: { response: RelationshipResponse };
    accept: { response: RelationshipResponse };
    decline: { response: RelationshipResponse };
    remove: { response: RelationshipResponse };
    requests: { query: ListFriendsQueryInput; response: FriendsPage };
    list: { query: ListFriendsQueryInput; response: FriendsPage };
    follow: { body: FollowBody; response: RelationshipResponse };
  }
>;
