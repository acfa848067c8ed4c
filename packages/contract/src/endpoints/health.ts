import type { HealthResponse, LivenessResponse, ReadinessResponse } from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

export const healthEndpoints = {
  /** The database's state, for people and older monitors. */
  health: { method: 'GET', path: '/health', auth: 'none' },
  /** Liveness: the process answers. */
  live: { method: 'GET', path: '/health/live', auth: 'none' },
  /** Readiness: database, Redis (when configured) and the job worker; 503 naming what failed. */
  ready: { method: 'GET', path: '/health/ready', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type HealthEndpointTypes = EndpointTypesOf<
  typeof healthEndpoints,
  {
    health: { response: HealthResponse };
    live: { response: LivenessResponse };
    ready: { response: ReadinessResponse };
  }
>;
