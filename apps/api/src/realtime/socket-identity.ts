/** Who a socket is, fixed at its handshake: anonymous sockets have both null. */
export interface SocketData {
  userId: number | null;
  sessionId: number | null;
}

/**
 * The HTTP sessions as realtime sees them; the accounts area provides them (`http/auth.ts`). A
 * socket is trusted only while its session lives, so both are asked again after the handshake.
 */
export interface SocketSessions {
  /** The account and session behind a bearer token, or null when it is not a live session. */
  resolve(token: string): Promise<{ userId: number; sessionId: number } | null>;
  /** Those of `sessionIds` that are still live (not revoked, not idle too long). */
  liveIds(sessionIds: readonly number[]): Promise<Set<number>>;
}

/** Until the accounts area is wired in, every socket is anonymous. */
export const anonymousSessions: SocketSessions = {
  resolve: async () => null,
  liveIds: async () => new Set(),
};

/** Every socket of an account is in this room. */
export const userRoom = (userId: number) => `user:${userId}`;

/** Every socket opened with one session is in this room: logging out disconnects it. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** Rooms a socket is put in for who it is; never joined or left on request. */
export const isIdentityRoom = (room: string) => /^(user|session):/.test(room);
