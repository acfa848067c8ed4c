import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Window of the sign-in and reset-code limits. */
export const AUTH_RATE_WINDOW_MS = 15 * 60_000;
/** A shared office or mobile carrier puts many people behind one IP: it gets more room. */
const IP_FACTOR = 3;

export const tooManyRequests = (seconds: number) =>
  new AppError(429, 'http.too-many-requests', {
    vars: { seconds },
    headers: { 'retry-after': String(seconds) },
  });

/**
 * preHandler limiting one action (`login`, `send-code`) per IP and per e-mail of the validated
 * body: guessing passwords or flooding an inbox is slowed from one machine and against one
 * account alike. 429 with `Retry-After`. Shares the app's store (Redis when configured).
 */
export const limitPerIpAndEmail = (
  app: FastifyInstance,
  { action, perEmail }: { action: string; perEmail: number },
) => {
  const limits = [
    app.createRateLimit({
      max: perEmail * IP_FACTOR,
      timeWindow: AUTH_RATE_WINDOW_MS,
      keyGenerator: (request) => `${action}:ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: perEmail,
      timeWindow: AUTH_RATE_WINDOW_MS,
      keyGenerator: (request) => `${action}:email:${(request.body as { email: string }).email}`,
    }),
  ];
  return async (request: FastifyRequest): Promise<void> => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw tooManyRequests(Math.max(1, result.ttlInSeconds));
      }
    }
  };
};
