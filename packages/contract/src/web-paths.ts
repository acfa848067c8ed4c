/**
 * Every page of the web app (seed §2), zod-free (`@souq/contract/web-paths`): the router declares
 * these patterns, in-app links and the API's notification links build them with `href`, so a page
 * is named in one place. The paths are the seed's own, odd spellings (`/AddAds`) included.
 */
export const webPaths = {
  landing: '/',
  selectCategory: '/selectCategory',
  home: '/home',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  verificationCode: '/verification-code',
  resetPassword: '/reset-password',
  chat: '/chat',
  chatChannels: '/chat/channels',
  notifications: '/notifications',
  profile: '/profile',
  jobs: '/jobs',
  job: '/jobs/:id',
  applyJob: '/jobs/:id/applyJob',
  addOpportunity: '/addOpportunity',
  opportunity: '/opportunities/:id',
  auctions: '/auctions',
  addAuction: '/add_auction',
  auction: '/auction/:id',
  viewAuction: '/view-auction/:id',
  ads: '/ads',
  ad: '/ads/:id',
  addAd: '/AddAds',
  viewAd: '/view-ads/:id',
  page: '/pages/:slug',
  wishList: '/wish-list',
  referrals: '/referrals',
  community: '/community',
  story: '/community/stories/:id',
  communityProfile: '/community/profile/:id',
  reel: '/community/reels/:id',
} as const;

export type WebPath = (typeof webPaths)[keyof typeof webPaths];

/** The names of a pattern's `:name` segments: `'/jobs/:id/applyJob'` → `'id'`. */
export type WebPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | WebPathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values; `undefined` ones are left out. */
export type WebQuery = Record<string, string | number | undefined>;

type HrefArgs<P extends string> = [WebPathParamNames<P>] extends [never]
  ? [query?: WebQuery]
  : [params: Record<WebPathParamNames<P>, string | number>, query?: WebQuery];

/**
 * A link to a page: `href(webPaths.auction, { id: 5 })` → `/auction/5`; a page without
 * segments takes its query first: `href(webPaths.profile, { tab: 'referrals' })`.
 */
export function href<P extends WebPath>(pattern: P, ...args: HrefArgs<P>): string {
  const hasSegments = pattern.includes(':');
  const params = (hasSegments ? args[0] : undefined) as Record<string, string | number> | undefined;
  const query = (hasSegments ? args[1] : args[0]) as WebQuery | undefined;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path segment ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
