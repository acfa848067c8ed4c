import { allEndpoints, type Endpoint, type EndpointAuth } from '@souq/contract/endpoints';
import type { preParsingHookHandler, RouteOptions } from 'fastify';
import { optionalUser, requireUser } from './auth.ts';

const guards: Record<EndpointAuth, preParsingHookHandler | null> = {
  required: requireUser,
  optional: optionalUser,
  none: null,
};

/** Fastify's URL (`:id`) of a contract path (`{id}`). */
const routeUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Method, Fastify URL and session guard of a contract endpoint. The guard runs `preParsing`: after
 * the rate limiter (an `onRequest` hook), so refused callers still count, and before the body is
 * read, so a request without the session it needs is refused unread and unvalidated.
 */
export const endpoint = ({ method, path, auth }: Endpoint) => {
  const guard = guards[auth];
  return { method, url: routeUrl(path), ...(guard ? { preParsing: guard } : {}) };
};

const contractRoutes = new Map(
  allEndpoints.map((entry) => [`${entry.method} ${routeUrl(entry.path)}`, entry]),
);

/** The contract's entry of a route served under `prefix`, if there is one. */
export const contractEntryOf = (prefix: string, method: string, url: string) =>
  url.startsWith(prefix)
    ? contractRoutes.get(`${method === 'HEAD' ? 'GET' : method} ${url.slice(prefix.length)}`)
    : undefined;

/**
 * `onRoute` hook for the API's scope: a route that is not in the contract's endpoint map, or that
 * lost the session guard its entry asks for, stops the app from starting.
 */
export const requireContractRoute =
  (prefix: string) =>
  (route: RouteOptions): void => {
    // Fastify adds a HEAD twin to every GET route, with the GET's hooks.
    const entry = contractEntryOf(prefix, String(route.method), route.url);
    if (!entry) {
      throw new Error(`${route.method} ${route.url} is not in the contract's endpoint map`);
    }
    const guard = guards[entry.auth];
    if (guard && ![route.preParsing].flat().includes(guard)) {
      throw new Error(`${route.method} ${route.url} lost its '${entry.auth}' session guard`);
    }
  };
