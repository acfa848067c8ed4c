import type { FastifyInstance } from 'fastify';
import { limitPerUser } from '../../http/rate-limit.ts';

/** Numbers one person may ask for in a window: plenty to shop, too few to harvest sellers. */
export const PHONE_REVEALS_MAX = 30;
export const PHONE_REVEALS_WINDOW_MS = 10 * 60_000;

/**
 * A check for the phone route: 429 `http.too-many-requests` (with `Retry-After`) once the caller
 * has asked for PHONE_REVEALS_MAX numbers in the window. Shares the app's store (Redis when
 * configured), so every API instance counts together.
 */
export const phoneRevealLimit = (app: FastifyInstance) =>
  limitPerUser(app, {
    action: 'phone-reveal',
    max: PHONE_REVEALS_MAX,
    timeWindow: PHONE_REVEALS_WINDOW_MS,
  });
