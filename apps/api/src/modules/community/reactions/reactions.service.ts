import {
  type ListReactionsQuery,
  REACTION_EMOJIS,
  type ReactionRecord,
  type ReactionType,
  type ToggleReactionBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../http/request-view.ts';
import { notifying } from '../../notifications/notify.ts';
import { postNotFound } from '../community.errors.ts';
import { reactionCountsOf, toReactionSummary, totalOf, toUserRef } from '../community.presenter.ts';
import { type CommunityRealtime, communityRealtimeOf } from '../community.realtime.ts';
import { findPostFor } from '../community.repository.ts';
import * as repo from './reactions.repository.ts';

/**
 * The reactions' operations, bound once to the app's database and realtime. Each takes the
 * signed-in caller first (`actorOf(request)`), then the post.
 */
export const createReactionsService = (app: Pick<FastifyInstance, 'db' | 'io' | 'realtime'>) => {
  const { db } = app;
  const realtime = communityRealtimeOf(app);
  return {
    list: (actor: Actor, postId: number, { type }: ListReactionsQuery) =>
      listReactions(db, actor, postId, type === 'all' ? undefined : type),
    toggle: (actor: Actor, postId: number, { type }: ToggleReactionBody) =>
      toggleReaction(db, realtime, actor, postId, type),
  };
};

export type ReactionsService = ReturnType<typeof createReactionsService>;

const visiblePost = async (db: Database, postId: number, viewerId: number) => {
  const post = await findPostFor(db, postId, viewerId);
  if (!post?.visible) throw postNotFound();
  return post;
};

/** The reactions of a post the caller may see, newest first; `type` narrows them to one kind. */
const listReactions = async (
  db: Database,
  actor: Actor,
  postId: number,
  type: ReactionType | undefined,
): Promise<ReactionRecord[]> => {
  await visiblePost(db, postId, actor.userId);
  const rows = await repo.listReactions(db, { postId, viewerId: actor.userId, type });
  return rows.map((row) => ({
    id: row.id,
    user: toUserRef(row, actor.media),
    type: row.type,
    type_emoji: REACTION_EMOJIS[row.type],
    created_at: row.createdAt.toISOString(),
  }));
};

/**
 * The seed's reaction picking: the current type again clears the reaction (null), another type
 * replaces it. Tells the post's listeners; answers the caller's reaction and the post's new totals.
 */
const toggleReaction = async (
  db: Database,
  realtime: CommunityRealtime,
  actor: Actor,
  postId: number,
  type: ReactionType,
) => {
  const viewerId = actor.userId;
  const post = await visiblePost(db, postId, viewerId);
  let userReaction: ReactionType | null;
  try {
    userReaction = await notifying(db, actor, async (tx, notify) => {
      const chosen = await repo.toggleReaction(tx, { postId, userId: viewerId, type });
      // One unread notification per post however many react (see `insertNotification`).
      if (chosen)
        await notify({
          type: 'community.reaction',
          recipientId: post.userId,
          actorId: viewerId,
          postId,
          foldKey: `post:${postId}`,
        });
      return chosen;
    });
  } catch (error) {
    // The post was deleted between the check and the write.
    if (isForeignKeyViolation(error)) throw postNotFound();
    throw error;
  }
  const counters = await repo.findReactionCounters(db, postId);
  const reactionsSummary = toReactionSummary(counters ? reactionCountsOf(counters) : []);
  const result = { userReaction, reactionsCount: totalOf(reactionsSummary), reactionsSummary };
  realtime.emitToPost(postId, 'post:reaction', {
    post_id: postId,
    user_id: viewerId,
    type: userReaction,
    reactionsCount: result.reactionsCount,
    reactionsSummary,
  });
  return result;
};

const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.cause ?? e)?.code === '23503';
};
