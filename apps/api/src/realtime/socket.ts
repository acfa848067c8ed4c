import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { RoomRules } from './room-rules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    rooms: RoomRules;
    /**
     * Resolves a bearer token to a user id; the accounts area replaces it. Until then every
     * socket is anonymous.
     */
    resolveSocketUser: (token: string) => Promise<number | null>;
  }
}

type Ack = (answer: { ok: boolean; error?: string }) => void;

/** Socket.IO on the API's own HTTP server, path `/socket.io`; Redis fan-out when configured. */
export const attachRealtime = (app: FastifyInstance, redis: Redis | null): void => {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const rooms = new RoomRules();
  app.decorate('io', io);
  app.decorate('rooms', rooms);
  app.decorate('resolveSocketUser', async () => null);

  const adapterClients = redis ? [redis.duplicate(), redis.duplicate()] : [];
  const [pub, sub] = adapterClients;
  if (pub && sub) io.adapter(createAdapter(pub, sub));

  io.use(async (socket, next) => {
    const token = socket.handshake.auth?.token;
    socket.data.userId =
      typeof token === 'string' && token ? await app.resolveSocketUser(token) : null;
    next();
  });

  io.on('connection', (socket) => {
    const userId: number | null = socket.data.userId;
    if (userId !== null) socket.join(`user:${userId}`);

    socket.on('join', async (payload: { room?: unknown } | undefined, ack?: Ack) => {
      const room = payload?.room;
      const allowed = await rooms.mayJoin(room, userId);
      if (allowed) await socket.join(room as string);
      if (typeof ack === 'function')
        ack(allowed ? { ok: true } : { ok: false, error: 'realtime.forbidden' });
    });
    socket.on('leave', async (payload: { room?: unknown } | undefined) => {
      if (typeof payload?.room === 'string') await socket.leave(payload.room);
    });
  });

  // Sockets first, so the HTTP server can finish closing.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((done) => io.close(() => done()));
    await Promise.all(adapterClients.map((client) => client.quit().catch(() => {})));
  });
};
