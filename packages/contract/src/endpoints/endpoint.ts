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

/** What an endpoint takes (query string, body) and answers, as types only. */
export interface EndpointSpec {
  query?: unknown;
  body?: unknown;
  response: unknown;
}

/** The names of a path's `{name}` placeholders: `'/jobs/{id}/apply'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values a path's placeholders need; any names when the path is not known literally. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string | number>
  : Record<PathParamNames<P>, string | number>;

/** An endpoint's key in the type map: its method and path, which the API registers once each. */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

/**
 * An area's type map, keyed by method and path: `Specs` must name every endpoint of `Map`, so an
 * endpoint added to the area without its types fails to compile.
 */
export type EndpointTypesOf<
  Map extends Record<string, Endpoint>,
  Specs extends { [Name in keyof Map]: EndpointSpec },
> = { [Name in keyof Map as EndpointKey<Map[Name]>]: Specs[Name] };

type BuildPathArgs<P extends string> = [PathParamNames<P>] extends [never]
  ? string extends P
    ? [params?: PathParams<P>]
    : [params?: Record<string, never>]
  : [params: PathParams<P>];

/** Fill `{name}` placeholders of an endpoint path; a missing or misspelled name fails to compile. */
export const buildPath = <P extends string>(path: P, ...[params = {}]: BuildPathArgs<P>): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = (params as Record<string, string | number>)[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
