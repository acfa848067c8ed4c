import type { Endpoint } from '@souq/contract';

/** Method and Fastify URL (`:id`) of a contract endpoint (`{id}`). */
export const endpoint = ({ method, path }: Endpoint) => ({
  method,
  url: path.replace(/\{(\w+)\}/g, ':$1'),
});
