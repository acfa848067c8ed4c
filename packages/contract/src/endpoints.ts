/**
 * Every endpoint of the API under `/api/v1`, zod-free so the web app can import the values without
 * the schemas (`@souq/contract/endpoints`). The API registers each route from here, and `auth`
 * decides its session guard before anything of the request is read.
 */

/**
 * `required`: 401 `http.unauthenticated` without a live session token, before the body is read.
 * `optional`: the caller is known when a live token is sent, anonymous otherwise.
 * `none`: the session is never looked at.
 */
export type EndpointAuth = 'required' | 'optional' | 'none';

/** An endpoint of the contract: used by the API to register it and by the web app to call it. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to `/api/v1`, with `{name}` placeholders. */
  path: string;
  auth: EndpointAuth;
}

/** Fill `{name}` placeholders of an endpoint path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });

export const accountsEndpoints = {
  registerUser: { method: 'POST', path: '/register-user', auth: 'none' },
  registerCompany: { method: 'POST', path: '/register-company', auth: 'none' },
  login: { method: 'POST', path: '/login', auth: 'none' },
  logout: { method: 'POST', path: '/logout', auth: 'required' },
  sendCode: { method: 'POST', path: '/send_code', auth: 'none' },
  verifyCode: { method: 'POST', path: '/verify_code', auth: 'none' },
  resetPassword: { method: 'POST', path: '/reset_password', auth: 'none' },
  profile: { method: 'GET', path: '/profile', auth: 'required' },
  updateUserProfile: { method: 'POST', path: '/update-user-profile', auth: 'required' },
  updateCompanyProfile: { method: 'POST', path: '/update-company-profile', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

export const adsEndpoints = {
  list: { method: 'GET', path: '/advertisements', auth: 'none' },
  /** Optional: the owner sees their own ad whatever its status. */
  details: { method: 'GET', path: '/advertisements/details/{id}', auth: 'optional' },
  mine: { method: 'GET', path: '/advertisements/get-by-user', auth: 'required' },
  create: { method: 'POST', path: '/advertisements/create', auth: 'required' },
  update: { method: 'POST', path: '/advertisements/update/{id}', auth: 'required' },
  delete: { method: 'DELETE', path: '/advertisements/delete/{id}', auth: 'required' },
  status: { method: 'POST', path: '/advertisements/{id}/status', auth: 'required' },
  phone: { method: 'POST', path: '/advertisements/{id}/phone', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

export const catalogEndpoints = {
  countries: { method: 'GET', path: '/shared/countries', auth: 'none' },
  regions: { method: 'GET', path: '/shared/regions/{countryId}', auth: 'none' },
  categories: { method: 'GET', path: '/categories', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

export const homeEndpoints = {
  indexPage: { method: 'GET', path: '/index-page', auth: 'none' },
  homePage: { method: 'GET', path: '/home-page', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

export const pagesEndpoints = {
  viewPolicy: { method: 'GET', path: '/shared/view-policy/{slug}', auth: 'none' },
  /** Optional: a signed-in sender's message is linked to their account. */
  contact: { method: 'POST', path: '/contact', auth: 'optional' },
  selectCategory: { method: 'POST', path: '/categories/select-category', auth: 'required' },
  getSelection: { method: 'GET', path: '/categories/select-category', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** The whole community is for signed-in users. */
export const communityEndpoints = {
  listPosts: { method: 'GET', path: '/posts/index', auth: 'required' },
  myPosts: { method: 'GET', path: '/posts/my-posts', auth: 'required' },
  userPosts: { method: 'GET', path: '/posts/user/{userId}', auth: 'required' },
  showPost: { method: 'GET', path: '/posts/show/{id}', auth: 'required' },
  createPost: { method: 'POST', path: '/posts/create', auth: 'required' },
  updatePost: { method: 'POST', path: '/posts/update/{id}', auth: 'required' },
  deletePost: { method: 'DELETE', path: '/posts/delete/{id}', auth: 'required' },
  topLevelComments: { method: 'GET', path: '/posts/{id}/top-level-comments', auth: 'required' },
  postComments: { method: 'GET', path: '/comments/post/{postId}/comments', auth: 'required' },
  createComment: { method: 'POST', path: '/posts/{postId}/comments', auth: 'required' },
  commentReplies: { method: 'GET', path: '/comments/{id}/replies', auth: 'required' },
  createReply: { method: 'POST', path: '/comments/{id}/replies', auth: 'required' },
  updateComment: { method: 'PUT', path: '/comments/{id}', auth: 'required' },
  deleteComment: { method: 'DELETE', path: '/comments/{id}', auth: 'required' },
  postReactions: { method: 'GET', path: '/reactions/post/{postId}/reactions', auth: 'required' },
  toggleReaction: { method: 'POST', path: '/reactions/post/{postId}/toggle', auth: 'required' },
  createReport: { method: 'POST', path: '/reports', auth: 'required' },
  blockUser: { method: 'POST', path: '/blocks/{userId}', auth: 'required' },
  unblockUser: { method: 'DELETE', path: '/blocks/{userId}', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

export const healthEndpoints = {
  health: { method: 'GET', path: '/health', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

/** Routes that exist only when NODE_ENV is not `production`. */
export const devEndpoints = {
  outbox: { method: 'GET', path: '/dev/outbox', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

/** Every area's map by area name: the API checks that it registers exactly these routes. */
export const endpointMaps = {
  accounts: accountsEndpoints,
  ads: adsEndpoints,
  catalog: catalogEndpoints,
  home: homeEndpoints,
  pages: pagesEndpoints,
  community: communityEndpoints,
  health: healthEndpoints,
  dev: devEndpoints,
} as const;

/** Every endpoint, named `<area>.<name>`. */
export const allEndpoints: ReadonlyArray<Endpoint & { name: string }> = Object.entries(
  endpointMaps,
).flatMap(([area, map]) =>
  Object.entries(map).map(([name, endpoint]) => ({ ...endpoint, name: `${area}.${name}` })),
);
