import { room } from '@souq/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents, useRealtimeRooms, useRealtimeSocket } from '../../../lib/realtime';
import { communityKeys, updateCachedPost } from '../api/keys';
import { useCommunity } from '../components/community-context';

/**
 * Listens to `post:<id>` for the listed posts on the tab's socket: counts and summaries follow
 * other people's reactions and comments live.
 */
export function usePostRooms(postIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const { viewerId } = useCommunity();
  const socket = useRealtimeSocket();
  useRealtimeRooms(
    socket,
    postIds.map((id) => room('post', id)),
  );
  useRealtimeEvents(socket, {
    'post:reaction': (event) => {
      updateCachedPost(queryClient, event.post_id, (post) => ({
        ...post,
        reactionsCount: event.reactionsCount,
        reactionsSummary: event.reactionsSummary,
        userReaction: event.user_id === viewerId ? event.type : post.userReaction,
      }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.postReactions(event.post_id) });
    },
    'post:comment': (event) => {
      updateCachedPost(queryClient, event.post_id, (post) => ({
        ...post,
        commentsCount: event.commentsCount,
      }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.comments(event.post_id) });
    },
  });
}
