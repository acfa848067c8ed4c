/**
 * Every endpoint of the API under `/api/v1`, zod-free so the web app can import the values without
 * the schemas (`@souq/contract/endpoints`). The API registers each route from here, and `auth`
 * decides its session guard before anything of the request is read.
 */

import { accountsEndpoints } from './endpoints/accounts.ts';
import { adsEndpoints } from './endpoints/ads.ts';
import { auctionsEndpoints } from './endpoints/auctions.ts';
import { catalogEndpoints } from './endpoints/catalog.ts';
import { channelsEndpoints } from './endpoints/channels.ts';
import { chatEndpoints } from './endpoints/chat.ts';
import { communityEndpoints } from './endpoints/community.ts';
import { devEndpoints } from './endpoints/dev.ts';
import type { Endpoint } from './endpoints/endpoint.ts';
import { friendsEndpoints } from './endpoints/friends.ts';
import { healthEndpoints } from './endpoints/health.ts';
import { homeEndpoints } from './endpoints/home.ts';
import { jobsEndpoints } from './endpoints/jobs.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { pagesEndpoints } from './endpoints/pages.ts';
import { reelsEndpoints } from './endpoints/reels.ts';
import { referralsEndpoints } from './endpoints/referrals.ts';
import { storiesEndpoints } from './endpoints/stories.ts';
import { wishlistEndpoints } from './endpoints/wishlist.ts';

export { accountsEndpoints } from './endpoints/accounts.ts';
export { adsEndpoints } from './endpoints/ads.ts';
export { auctionsEndpoints } from './endpoints/auctions.ts';
export { catalogEndpoints } from './endpoints/catalog.ts';
export { channelsEndpoints } from './endpoints/channels.ts';
export { chatEndpoints } from './endpoints/chat.ts';
export { communityEndpoints } from './endpoints/community.ts';
export { devEndpoints } from './endpoints/dev.ts';
export { buildPath, type Endpoint, type EndpointAuth } from './endpoints/endpoint.ts';
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
