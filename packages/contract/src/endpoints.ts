/**
 * Every endpoint of the API under `/api/v1`, zod-free so the web app can import the values without
 * the schemas (`@souq/contract/endpoints`). The API registers each route from here, and `auth`
 * decides its session guard before anything of the request is read.
 */

import type { AccountsEndpointTypes } from './endpoints/accounts.ts';
import { accountsEndpoints } from './endpoints/accounts.ts';
import type { AdsEndpointTypes } from './endpoints/ads.ts';
import { adsEndpoints } from './endpoints/ads.ts';
import type { AuctionsEndpointTypes } from './endpoints/auctions.ts';
import { auctionsEndpoints } from './endpoints/auctions.ts';
import type { CatalogEndpointTypes } from './endpoints/catalog.ts';
import { catalogEndpoints } from './endpoints/catalog.ts';
import type { ChannelsEndpointTypes } from './endpoints/channels.ts';
import { channelsEndpoints } from './endpoints/channels.ts';
import type { ChatEndpointTypes } from './endpoints/chat.ts';
import { chatEndpoints } from './endpoints/chat.ts';
import type { CommunityEndpointTypes } from './endpoints/community.ts';
import { communityEndpoints } from './endpoints/community.ts';
import type { DevEndpointTypes } from './endpoints/dev.ts';
import { devEndpoints } from './endpoints/dev.ts';
import type { Endpoint, EndpointKey } from './endpoints/endpoint.ts';
import type { FriendsEndpointTypes } from './endpoints/friends.ts';
import { friendsEndpoints } from './endpoints/friends.ts';
import type { HealthEndpointTypes } from './endpoints/health.ts';
import { healthEndpoints } from './endpoints/health.ts';
import type { HomeEndpointTypes } from './endpoints/home.ts';
import { homeEndpoints } from './endpoints/home.ts';
import type { JobsEndpointTypes } from './endpoints/jobs.ts';
import { jobsEndpoints } from './endpoints/jobs.ts';
import type { NotificationsEndpointTypes } from './endpoints/notifications.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import type { PagesEndpointTypes } from './endpoints/pages.ts';
import { pagesEndpoints } from './endpoints/pages.ts';
import type { ReelsEndpointTypes } from './endpoints/reels.ts';
import { reelsEndpoints } from './endpoints/reels.ts';
import type { ReferralsEndpointTypes } from './endpoints/referrals.ts';
import { referralsEndpoints } from './endpoints/referrals.ts';
import type { StoriesEndpointTypes } from './endpoints/stories.ts';
import { storiesEndpoints } from './endpoints/stories.ts';
import type { WishlistEndpointTypes } from './endpoints/wishlist.ts';
import { wishlistEndpoints } from './endpoints/wishlist.ts';

export { accountsEndpoints } from './endpoints/accounts.ts';
export { adsEndpoints } from './endpoints/ads.ts';
export { auctionsEndpoints } from './endpoints/auctions.ts';
export { catalogEndpoints } from './endpoints/catalog.ts';
export { channelsEndpoints } from './endpoints/channels.ts';
export { chatEndpoints } from './endpoints/chat.ts';
export { communityEndpoints } from './endpoints/community.ts';
export { devEndpoints } from './endpoints/dev.ts';
export {
  buildPath,
  type Endpoint,
  type EndpointAuth,
  type EndpointKey,
  type EndpointSpec,
  type PathParamNames,
  type PathParams,
} from './endpoints/endpoint.ts';
export { friendsEndpoints } from './endpoints/friends.ts';
export { healthEndpoints } from './endpoints/health.ts';
export { homeEndpoints } from './endpoints/home.ts';
export { jobsEndpoints } from './endpoints/jobs.ts';
export { notificationsEndpoints } from './endpoints/notifications.ts';
export { pagesEndpoints } from './endpoints/pages.ts';
export { reelsEndpoints } from './endpoints/reels.ts';
export { referralsEndpoints } from './endpoints/referrals.ts';
export { storiesEndpoints } from './endpoints/stories.ts';
export { wishlistEndpoints } from './endpoints/wishlist.ts';

/** Every area's map by area name: the API checks that it registers exactly these routes. */
export const endpointMaps = {
  accounts: accountsEndpoints,
  ads: adsEndpoints,
  auctions: auctionsEndpoints,
  catalog: catalogEndpoints,
  home: homeEndpoints,
  pages: pagesEndpoints,
  community: communityEndpoints,
  chat: chatEndpoints,
  channels: channelsEndpoints,
  reels: reelsEndpoints,
  stories: storiesEndpoints,
  friends: friendsEndpoints,
  jobs: jobsEndpoints,
  notifications: notificationsEndpoints,
  wishlist: wishlistEndpoints,
  referrals: referralsEndpoints,
  health: healthEndpoints,
  dev: devEndpoints,
} as const;

const listEndpoints = (maps: typeof endpointMaps): ReadonlyArray<Endpoint & { name: string }> =>
  Object.entries(maps).flatMap(([area, map]) =>
    Object.entries(map).map(([name, endpoint]) => ({ ...endpoint, name: `${area}.${name}` })),
  );

/**
 * Every endpoint, named `<area>.<name>`. Marked pure so that a web bundle importing one map
 * leaves the others out.
 */
export const allEndpoints = /* @__PURE__ */ listEndpoints(endpointMaps);

/** Every endpoint's query, body and response types, keyed by `"<METHOD> <path>"`. */
export type EndpointTypes = AccountsEndpointTypes &
  AdsEndpointTypes &
  AuctionsEndpointTypes &
  CatalogEndpointTypes &
  ChannelsEndpointTypes &
  ChatEndpointTypes &
  CommunityEndpointTypes &
  DevEndpointTypes &
  FriendsEndpointTypes &
  HealthEndpointTypes &
  HomeEndpointTypes &
  JobsEndpointTypes &
  NotificationsEndpointTypes &
  PagesEndpointTypes &
  ReelsEndpointTypes &
  ReferralsEndpointTypes &
  StoriesEndpointTypes &
  WishlistEndpointTypes;

/** What an endpoint takes and answers, found from the endpoint value itself. */
export type SpecOf<E extends Endpoint> =
  EndpointKey<E> extends keyof EndpointTypes ? EndpointTypes[EndpointKey<E>] : never;
/** The body an endpoint answers with (the whole JSON body, envelope included). */
export type ResponseOf<E extends Endpoint> = SpecOf<E>['response'];
/** The body an endpoint reads; `never` when it reads none. */
export type BodyOf<E extends Endpoint> = SpecOf<E> extends { body: infer Body } ? Body : never;
/** The query string an endpoint reads; `never` when it reads none. */
export type QueryOf<E extends Endpoint> = SpecOf<E> extends { query: infer Query } ? Query : never;
