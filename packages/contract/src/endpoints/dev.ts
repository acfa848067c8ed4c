import type { DevOutboxQuery, DevOutboxResponse } from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** Routes that exist only when NODE_ENV is not `production`. */
export const devEndpoints = {
  outbox: { method: 'GET', path: '/dev/outbox', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type DevEndpointTypes = EndpointTypesOf<
  typeof devEndpoints,
  {
    outbox: { query: DevOutboxQuery; response: DevOutboxResponse };
  }
>;
