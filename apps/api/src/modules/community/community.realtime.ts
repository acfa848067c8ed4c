import type { FastifyInstance } from 'fastify';
import type { EventArgs } from '../../realtime/realtime-service.ts';

/** The room of a post's live listeners (`post:<id>`, joined through the room rule). */
export const postRoom = (postId: number) => `post:${postId}`;

/** What community services tell sockets after a change commits. */
export interface CommunityRealtime {
  /** Tells the listeners of a post what changed. */
  emitToPost<Event extends 'post:comment' | 'post:reaction'>(
    postId: number,
    event: Event,
    ...args: EventArgs<Event>
  ): void;
  /** Everyone but `keep` stops listening to a post (deleted, or hidden by its author). */
  emptyPostRoom(postId: number, options?: { keep?: number }): void;
  /** These accounts' sockets keep only the post rooms they may still see (after a block). */
  recheckRoomsOf(userIds: readonly number[]): Promise<void>;
}

export const communityRealtimeOf = (
  app: Pick<FastifyInstance, 'io' | 'realtime'>,
): CommunityRealtime => ({
  emitToPost: (postId, event, ...args) => {
    app.io.to(postRoom(postId)).emit(event, ...args);
  },
  emptyPostRoom: (postId, options) => app.realtime.emptyRoom(postRoom(postId), options),
  recheckRoomsOf: (userIds) => app.realtime.recheckRoomsOf(userIds),
});
