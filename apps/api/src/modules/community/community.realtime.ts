import type { PostCommentEvent, PostReactionEvent } from '@souq/contract';
import type { FastifyInstance } from 'fastify';

/** The room of a post's live listeners (`post:<id>`, joined through the room rule). */
export const postRoom = (postId: number) => `post:${postId}`;

/** What community services tell sockets after a change commits. */
export interface CommunityRealtime {
  /** Tells the listeners of a post what changed. */
  emitToPost(
    postId: number,
    event: 'post:comment' | 'post:reaction',
    payload: PostCommentEvent | PostReactionEvent,
  ): void;
  /** Everyone but `keep` stops listening to a post (deleted, or hidden by its author). */
  emptyPostRoom(postId: number, options?: { keep?: number }): void;
  /** These accounts' sockets keep only the post rooms they may still see (after a block). */
  recheckRoomsOf(userIds: readonly number[]): Promise<void>;
}

export const communityRealtimeOf = (app: FastifyInstance): CommunityRealtime => ({
  emitToPost: (postId, event, payload) => {
    app.io.to(postRoom(postId)).emit(event, payload);
  },
  emptyPostRoom: (postId, options) => app.realtime.emptyRoom(postRoom(postId), options),
  recheckRoomsOf: (userIds) => app.realtime.recheckRoomsOf(userIds),
});
