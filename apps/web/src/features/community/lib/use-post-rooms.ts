import type { PostCommentEvent, PostReactionEvent } from '@souq/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { communityKeys, updateCachedPost } from '../api/keys';
import { useCommunity } from '../components/community-context';

/**
 * Listens to `post:<id>` for the listed posts: counts and summaries follow other people's
 * reactions and comments live. The socket client loads only once there are posts to watch.
 */
export function usePostRooms(postIds: readonly number[]): void {
  const queryClient = useQueryClient();
  const token = useAuthStore((s) => s.token);
  const { viewerId } = useCommunity();
  const socketRef = useRef<Socket | null>(null);
  const joined = useRef(new Set<number>());
  const viewer = useRef(viewerId);
  viewer.current = viewerId;
  const key = postIds.join(',');
  const hasPosts = postIds.length > 0;

  useEffect(() => {
    if (!token || !hasPosts) return;
    let cancelled = false;
    const rooms = joined.current;
    void import('../../../lib/socket').then(({ createSocket }) => {
      if (cancelled) return;
      const socket = createSocket(token);
      socket.on('post:reaction', (event: PostReactionEvent) => {
        updateCachedPost(queryClient, event.post_id, (post) => ({
          ...post,
          reactionsCount: event.reactionsCount,
          reactionsSummary: event.reactionsSummary,
          userReaction: event.user_id === viewer.current ? event.type : post.userReaction,
        }));
        void queryClient.invalidateQueries({
          queryKey: communityKeys.postReactions(event.post_id),
        });
      });
      socket.on('post:comment', (event: PostCommentEvent) => {
        updateCachedPost(queryClient, event.post_id, (post) => ({
          ...post,
          commentsCount: event.commentsCount,
        }));
        void queryClient.invalidateQueries({ queryKey: communityKeys.comments(event.post_id) });
      });
      // Rooms are per connection: join them again after a reconnect.
      socket.on('connect', () => {
        for (const id of rooms) socket.emit('join', { room: `post:${id}` });
      });
      socketRef.current = socket;
      socket.connect();
    });
    return () => {
      cancelled = true;
      socketRef.current?.disconnect();
      socketRef.current = null;
      rooms.clear();
    };
  }, [token, hasPosts, queryClient]);

  useEffect(() => {
    const rooms = joined.current;
    const wanted = new Set(key ? key.split(',').map(Number) : []);
    const socket = socketRef.current;
    for (const id of wanted) {
      if (rooms.has(id)) continue;
      rooms.add(id);
      if (socket?.connected) socket.emit('join', { room: `post:${id}` });
    }
    for (const id of rooms) {
      if (wanted.has(id)) continue;
      rooms.delete(id);
      if (socket?.connected) socket.emit('leave', { room: `post:${id}` });
    }
  }, [key]);
}
