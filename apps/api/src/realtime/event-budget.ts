import type { Locale } from '@souq/contract';
import type { Ack, ClientToServerEvents } from '@souq/contract/realtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeFromHeader, translate } from '../i18n/index.ts';
import type { RealtimeSocket } from './realtime-service.ts';

type ClientEvent = keyof ClientToServerEvents;

/** What one socket, and one account over all its sockets and instances, may send in a window. */
interface EventBudget {
  perSocket: number;
  perUser: number;
  windowMs: number;
}

/**
 * The budget of every event a client may send (a new event in the contract fails to compile
 * until it has one). Each is sized for a person at their fastest with a few tabs open: a feed
 * page joins a room per post and a reconnect joins them all again; the composer signals typing
 * every 2 s; a call trickles a few dozen ICE candidates; nobody places 5 calls a minute.
 * Anonymous sockets share their address's per-account budget, three times as large (without
 * TRUST_PROXY: the address the HTTP limits count too).
 */
export const SOCKET_EVENT_BUDGETS: Record<ClientEvent, EventBudget> = {
  join: { perSocket: 100, perUser: 300, windowMs: 10_000 },
  leave: { perSocket: 100, perUser: 300, windowMs: 10_000 },
  typing: { perSocket: 10, perUser: 20, windowMs: 10_000 },
  'call:offer': { perSocket: 5, perUser: 8, windowMs: 60_000 },
  'call:answer': { perSocket: 5, perUser: 8, windowMs: 60_000 },
  'call:ice': { perSocket: 60, perUser: 120, windowMs: 60_000 },
  'call:decline': { perSocket: 10, perUser: 20, windowMs: 60_000 },
  'call:end': { perSocket: 10, perUser: 20, windowMs: 60_000 },
};

/** An IP behind which several people's anonymous sockets may be. */
const ANONYMOUS_FACTOR = 3;

/** The code of a refused event's answer. */
const RATE_LIMITED = 'realtime.rate-limited';

/** `ok`, `unknown` (an event no budget names), or the seconds to wait. */
type Spent = 'ok' | 'unknown' | number;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** What the limiter is handed in place of a request: its key, counted in the app's store. */
const counted = (key: string) =>
  ({ key, ip: key, routeOptions: { config: {} } }) as unknown as FastifyRequest;

/**
 * The budgets as counters in the HTTP rate limit's store (Redis when configured, so every
 * instance counts an account together; memory otherwise), keyed by socket and by account.
 */
export const createEventBudgets = (
  app: Pick<FastifyInstance, 'createRateLimit' | 'config'>,
  budgets: Record<ClientEvent, EventBudget> = SOCKET_EVENT_BUDGETS,
) => {
  // Behind a trusted proxy every socket comes from the proxy's address, and the client's own is
  // not worked out for sockets: anonymous ones then have their socket's budget only.
  const byAddress = app.config.TRUST_PROXY === false;
  const limiterOf = (max: number, timeWindow: number): Limiter =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => (request as unknown as { key: string }).key,
      // The app's list spares the web app's files; a socket event is never spared.
      allowList: () => false,
    });
  const limiters = new Map(
    Object.entries(budgets).map(([event, budget]) => [
      event,
      {
        socket: limiterOf(budget.perSocket, budget.windowMs),
        user: limiterOf(budget.perUser, budget.windowMs),
        anonymous: limiterOf(budget.perUser * ANONYMOUS_FACTOR, budget.windowMs),
      },
    ]),
  );

  // The in-memory store answers with its live counter, which the next increment moves before
  // the first caller reads it: the counts of one key are taken one at a time.
  const tails = new Map<string, Promise<unknown>>();
  const inTurn = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const turn = (tails.get(key) ?? Promise.resolve()).then(work);
    const tail = turn.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return turn;
  };
  const take = (limiter: Limiter, key: string) => inTurn(key, () => limiter(counted(key)));

  /**
   * Spends one of `event` for this socket, then for its account (or its IP when anonymous).
   * Answers `ok`, `unknown` (no such event: refused), or the seconds until it would be allowed.
   */
  const spend = async (socket: RealtimeSocket, event: string): Promise<Spent> => {
    const limiter = limiters.get(event);
    if (!limiter) return 'unknown';
    const { userId } = socket.data;
    const counters = [() => take(limiter.socket, `socket-event:${event}:socket:${socket.id}`)];
    if (userId !== null) {
      counters.push(() => take(limiter.user, `socket-event:${event}:user:${userId}`));
    } else if (byAddress) {
      const address = socket.handshake.address;
      counters.push(() => take(limiter.anonymous, `socket-event:${event}:ip:${address}`));
    }
    for (const count of counters) {
      const result = await count();
      if (!result.isAllowed && result.isExceeded) return Math.max(1, result.ttlInSeconds);
    }
    return 'ok';
  };

  return { spend };
};

/** The socket's language: `auth.locale` from the client, else the handshake's Accept-Language. */
const localeOf = (socket: RealtimeSocket): Locale => {
  const chosen = socket.handshake.auth?.locale;
  return localeFromHeader(
    typeof chosen === 'string' ? chosen : socket.handshake.headers['accept-language'],
  );
};

/** The answer to an event past its budget. */
const rateLimited = (socket: RealtimeSocket, seconds: number): Ack => ({
  ok: false,
  error: RATE_LIMITED,
  message: translate(localeOf(socket), RATE_LIMITED, { count: seconds }),
  retry_after: seconds,
});

/**
 * Holds every event of a socket to its budget before any listener runs: past it, the event is
 * dropped (nothing is done) and its callback, when it has one, answered `realtime.rate-limited`.
 */
export const budgetEvents = (
  socket: RealtimeSocket,
  budgets: ReturnType<typeof createEventBudgets>,
  fail: (error: unknown) => void,
): void => {
  socket.use((packet, next) => {
    const [event, ...args] = packet;
    const ack = args.at(-1);
    budgets
      .spend(socket, String(event))
      .then((spent) => {
        if (spent === 'ok') return next();
        if (typeof ack !== 'function') return;
        ack(
          spent === 'unknown'
            ? { ok: false, error: 'realtime.forbidden' }
            : rateLimited(socket, spent),
        );
      })
      .catch((error: unknown) => {
        // The store is down: the event is refused rather than let through unbudgeted.
        fail(error);
        if (typeof ack === 'function') ack({ ok: false, error: 'realtime.forbidden' });
      });
  });
};
