import type { DevOutboxQuery, DevOutboxResponse, DevRunJobResponse } from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** Routes that exist only with DEV_OUTBOX (never in production). */
export const devEndpoints = {
  outbox: { method: 'GET', path: '/dev/outbox', auth: 'none' },
  /** Runs a scheduled job at once and answers when it is done (with DEV_OUTBOX). */
  runJob: { method: 'POST', path: '/dev/jobs/{name}/run', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type DevEndpointTypes = EndpointTypesOf<
  typeof devEndpoints,
  {
    outbox: { query: DevOutboxQuery; response: DevOutboxResponse };
    runJob: { response: DevRunJobResponse };
  }
>;
