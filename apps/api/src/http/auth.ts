import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { liveSessionIds, resolveSession, type SessionUser } from '../modules/accounts/sessions.ts';
import type { SocketSessions } from '../realtime/socket-identity.ts';
import { unauthenticated } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `requireUser` or `optionalUser`; null otherwise. */
    user: SessionUser | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i;

/** The token of `Authorization: Bearer <token>`, if well formed. */
export const bearerTokenOf = (request: FastifyRequest): string | null =>
  BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;

const authenticate = async (request: FastifyRequest): Promise<SessionUser | null> => {
  const token = bearerTokenOf(request);
  return token ? resolveSession({ db: request.server.db, token }) : null;
};

/** Guard of `auth: 'required'` endpoints, before the body is read: 401 without a live session. */
export const requireUser = async (request: FastifyRequest): Promise<void> => {
  request.user = await authenticate(request);
  // A body still arriving is drained for a while after the answer (`lingering-close.ts`).
  if (!request.user) throw unauthenticated();
};

/** Guard of `auth: 'optional'` endpoints: `request.user` when a live token is sent. */
export const optionalUser = async (request: FastifyRequest): Promise<void> => {
  request.user = await authenticate(request);
};

/** The caller of an `auth: 'required'` endpoint. */
export const currentUser = (request: FastifyRequest): SessionUser => {
  if (!request.user) throw unauthenticated();
  return request.user;
};

/** Every request starts anonymous; the guards above fill `request.user`. */
export const registerAuth = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
};

/** The same sessions as HTTP for Socket.IO: its handshake token, and whether it still lives. */
export const socketSessions = (db: Database): SocketSessions => ({
  resolve: async (token) => {
    const user = await resolveSession({ db, token });
    return user ? { userId: user.id, sessionId: user.sessionId } : null;
  },
  liveIds: (sessionIds) => liveSessionIds({ db, sessionIds }),
});
