import { createAdapter } from '@socket.io/redis-adapter';
import type { Ack } from '@souq/contract/realtime';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { closeRedis } from '../lib/close-redis.ts';
import { budgetEvents, createEventBudgets } from './event-budget.ts';
import { createRealtime, type Realtime, type RealtimeServer } from './realtime-service.ts';
import { RoomRules } from './room-rules.ts';
import {
  anonymousSessions,
  isIdentityRoom,
  type SocketSessions,
  sessionRoom,
  userRoom,
} from './socket-identity.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    rooms: RoomRules;
    /** The accounts area replaces it; until then every socket is anonymous. */
    socketSessions: SocketSessions;
    /** Makes sockets follow sessions, blocks and posts; called after a change commits. */
    realtime: Realtime;
  }
}

const roomOf = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null
    ? (payload as { room?: unknown }).room
    : undefined;

/**
 * Socket.IO on the API's own HTTP server, path `/socket.io`; Redis fan-out when configured. A
 * socket is trusted only as long as its session: each join asks whether the session still lives,
 * logout and password reset disconnect it, and a sweep drops sockets of sessions gone idle.
 */
export const attachRealtime = (app: FastifyInstance, redis: Redis | null): void => {
  const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false });
  const rooms = new RoomRules();
  app.decorate('io', io);
  app.decorate('rooms', rooms);
  app.decorate('socketSessions', anonymousSessions);
  const realtime = createRealtime({
    io,
    rules: rooms,
    sessions: () => app.socketSessions,
    log: app.log,
  });
  app.decorate('realtime', realtime);

  const adapterClients = redis ? [redis.duplicate(), redis.duplicate()] : [];
  const [pub, sub] = adapterClients;
  for (const client of adapterClients) {
    client.on('error', (error) =>
      app.log.warn({ err: error }, 'realtime: redis connection failed'),
    );
  }
  if (pub && sub) io.adapter(createAdapter(pub, sub));

  const sessionLive = async (sessionId: number) =>
    (await app.socketSessions.liveIds([sessionId])).has(sessionId);

  io.use(async (socket, next) => {
    const token = socket.handshake.auth?.token;
    try {
      const session =
        typeof token === 'string' && token ? await app.socketSessions.resolve(token) : null;
      socket.data = { userId: session?.userId ?? null, sessionId: session?.sessionId ?? null };
      next();
    } catch (error) {
      // The client sees a code, never the database's message.
      app.log.warn({ err: error }, 'realtime: handshake failed');
      next(new Error('realtime.unavailable'));
    }
  });

  const budgets = createEventBudgets(app);
  const budgetFailed = (error: unknown) =>
    app.log.warn({ err: error }, 'realtime: event budget unavailable');

  io.on('connection', async (socket) => {
    const { userId, sessionId } = socket.data;
    // Before any listener: past its budget an event is refused and nothing is done.
    budgetEvents(socket, budgets, budgetFailed);

    // Payloads are typed by the contract but come from the client: each is read as unknown.
    socket.on('join', async (payload: unknown, ack?: unknown) => {
      const answer = (result: Ack) => {
        if (typeof ack === 'function') ack(result);
      };
      try {
        if (sessionId !== null && !(await sessionLive(sessionId))) {
          answer({ ok: false, error: 'realtime.session-ended' });
          socket.disconnect(true);
          return;
        }
        const room = roomOf(payload);
        const allowed = await rooms.mayJoin(room, userId);
        // Disconnected while the rule was asked: joining now would leave the room a dead entry.
        if (allowed && socket.connected) await socket.join(room as string);
        answer(allowed ? { ok: true } : { ok: false, error: 'realtime.forbidden' });
      } catch (error) {
        app.log.warn({ err: error }, 'realtime: join failed');
        answer({ ok: false, error: 'realtime.forbidden' });
      }
    });
    socket.on('leave', async (payload: unknown, ack?: unknown) => {
      const room = roomOf(payload);
      // Leaving its session room would let a socket outlive a logout.
      const allowed = typeof room === 'string' && room !== socket.id && !isIdentityRoom(room);
      if (allowed) await socket.leave(room);
      if (typeof ack === 'function') {
        ack(allowed ? { ok: true } : { ok: false, error: 'realtime.forbidden' });
      }
    });

    if (userId !== null) socket.join(userRoom(userId));
    if (sessionId !== null) {
      socket.join(sessionRoom(sessionId));
      // A logout committed between the handshake and the join above found no socket to end.
      const live = await sessionLive(sessionId).catch(() => true);
      if (!live) socket.disconnect(true);
    }
  });

  // Sockets of ended sessions are swept by a per-instance tick (jobs/registry.ts).

  // Sockets first, so the HTTP server can finish closing.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((done) => io.close(() => done()));
    await Promise.all(adapterClients.map(closeRedis));
  });
};
