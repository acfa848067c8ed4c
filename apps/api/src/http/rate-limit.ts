import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Window of the sign-in and reset-code limits. */
export const AUTH_RATE_WINDOW_MS = 15 * 60_000;
/** A shared office or mobile carrier puts many people behind one IP: it gets more room. */
const IP_FACTOR = 3;
/** Past an account's ceiling, one sign-in attempt for it per this many ms, from anywhere. */
export const SLOWED_SIGN_IN_MS = 5_000;

export const tooManyRequests = (seconds: number) =>
  new AppError(429, 'http.too-many-requests', {
    vars: { count: seconds },
    headers: { 'retry-after': String(seconds) },
  });

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Throws the 429 when `limit` is used up; `increment: false` only reads the counter. */
const enforce = async (limit: Limiter, request: FastifyRequest, increment = true) => {
  const result = await limit(request, { increment });
  if (result.isAllowed) return;
  const usedUp = increment ? result.isExceeded : result.remaining === 0;
  if (usedUp) throw tooManyRequests(Math.max(1, result.ttlInSeconds));
};

/**
 * The client as these limits count it: an IPv4 address, or the /64 network of an IPv6 one, since
 * one subscriber gets a whole /64 and could otherwise take a fresh address for every guess.
 */
const clientOf = ({ ip }: { ip: string }): string => {
  const address = ip.split('%')[0]!.toLowerCase();
  if (!address.includes(':')) return address;
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mappedV4) return mappedV4[1]!;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};

const emailOf = (request: FastifyRequest) =>
  (request.body as { email: string }).email.trim().toLowerCase();

/**
 * preHandler limiting one action (`send-code`) per IP and per e-mail of the validated body:
 * flooding an inbox is slowed from one machine and against one account alike. 429 with
 * `Retry-After`. Shares the app's store (Redis when configured).
 */
export const limitPerIpAndEmail = (
  app: FastifyInstance,
  { action, perEmail }: { action: string; perEmail: number },
) => {
  const limits = [
    app.createRateLimit({
      max: perEmail * IP_FACTOR,
      timeWindow: AUTH_RATE_WINDOW_MS,
      keyGenerator: (request) => `${action}:ip:${clientOf(request)}`,
    }),
    app.createRateLimit({
      max: perEmail,
      timeWindow: AUTH_RATE_WINDOW_MS,
      keyGenerator: (request) => `${action}:email:${emailOf(request)}`,
    }),
  ];
  return async (request: FastifyRequest): Promise<void> => {
    for (const limit of limits) await enforce(limit, request);
  };
};

/** A preHandler factory allowing `max` requests of one action per key in `timeWindow` ms. */
const limitPer =
  (keyOf: (request: FastifyRequest) => string) =>
  (
    app: FastifyInstance,
    { action, max, timeWindow }: { action: string; max: number; timeWindow: number },
  ) => {
    const limit = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${action}:${keyOf(request)}`,
    });
    return (request: FastifyRequest) => enforce(limit, request);
  };

/** preHandler allowing `max` requests of one action per IP in `timeWindow` ms (all of them). */
export const limitPerIp = limitPer((request) => `ip:${clientOf(request)}`);

/**
 * preHandler allowing `max` requests of one action per signed-in account in `timeWindow` ms, for
 * writes that are cheap to repeat (creating channels, adding people, toggles, phone reveals).
 * Needs the route's `auth: 'required'` (the account is known before it runs).
 */
export const limitPerUser = limitPer((request) => `user:${request.user?.id ?? clientOf(request)}`);

/**
 * Sign-in limits that count wrong passwords, so that strangers cannot lock an owner out:
 * - per account and client IP: `perClient` failures in 15 minutes (and three times that many
 *   attempts, so a burst of parallel guesses is bounded before its failures are counted);
 * - per IP across accounts: three times `perClient` failures (password spraying);
 * - per account from all IPs: past `accountCeiling` failures its sign-ins are slowed to one
 *   attempt every few seconds, never refused for the whole window.
 * `check` is the preHandler; `recordFailure` counts a wrong password. 429 with `Retry-After`.
 */
export const signInLimits = (
  app: FastifyInstance,
  {
    action,
    perClient,
    accountCeiling,
  }: { action: string; perClient: number; accountCeiling: number },
) => {
  const limiter = (max: number, key: (request: FastifyRequest) => string, timeWindow?: number) =>
    app.createRateLimit({
      max,
      timeWindow: timeWindow ?? AUTH_RATE_WINDOW_MS,
      keyGenerator: (request) => `${action}:${key(request)}`,
    });
  const pairFailures = limiter(perClient, (r) => `fail:pair:${clientOf(r)}:${emailOf(r)}`);
  const pairAttempts = limiter(
    perClient * IP_FACTOR,
    (r) => `try:pair:${clientOf(r)}:${emailOf(r)}`,
  );
  const ipFailures = limiter(perClient * IP_FACTOR, (r) => `fail:ip:${clientOf(r)}`);
  const accountFailures = limiter(accountCeiling, (r) => `fail:account:${emailOf(r)}`);
  const slowedAccount = limiter(1, (r) => `slow:account:${emailOf(r)}`, SLOWED_SIGN_IN_MS);

  return {
    check: async (request: FastifyRequest): Promise<void> => {
      await enforce(pairFailures, request, false);
      await enforce(ipFailures, request, false);
      await enforce(pairAttempts, request);
      const account = await accountFailures(request, { increment: false });
      if (!account.isAllowed && account.remaining === 0) await enforce(slowedAccount, request);
    },
    recordFailure: async (request: FastifyRequest): Promise<void> => {
      await Promise.all([pairFailures, ipFailures, accountFailures].map((l) => l(request)));
    },
  };
};
