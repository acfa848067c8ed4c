// What an endpoint of the contract is; each area's map is a module beside this one, so a web
// bundle holds only the maps it uses.

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
