import type { CreateReportBody } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../http/request-view.ts';
import { findAdRow } from '../../ads/ads.repository.ts';
import { deleteBlock, insertBlock } from '../blocks.repository.ts';
import { findCommentFor } from '../comments/comments.repository.ts';
import { cannotBlockSelf, reportTargetNotFound, userNotFound } from '../community.errors.ts';
import { type CommunityRealtime, communityRealtimeOf } from '../community.realtime.ts';
import { findPostFor, userExists } from '../community.repository.ts';
import * as repo from './moderation.repository.ts';

/**
 * Reports and blocks, bound once to the app's database and realtime. Each operation takes the
 * signed-in caller first (`actorOf(request)`).
 */
export const createModerationService = (app: Pick<FastifyInstance, 'db' | 'io' | 'realtime'>) => {
  const { db } = app;
  const realtime = communityRealtimeOf(app);
  return {
    report: (actor: Actor, input: CreateReportBody) => reportContent(db, actor.userId, input),
    block: (actor: Actor, userId: number) => blockUser(db, realtime, actor.userId, userId),
    unblock: (actor: Actor, userId: number) => unblockUser(db, actor.userId, userId),
  };
};

export type ModerationService = ReturnType<typeof createModerationService>;

const targetExists = async (
  db: Database,
  { target_type, target_id }: Pick<CreateReportBody, 'target_type' | 'target_id'>,
  reporterId: number,
): Promise<boolean> => {
  switch (target_type) {
    case 'post':
      return (await findPostFor(db, target_id, reporterId))?.visible === true;
    case 'comment':
      return (await findCommentFor(db, target_id, reporterId))?.visible === true;
    case 'user':
      return userExists(db, target_id);
    case 'ad': {
      // As the ad page shows it: an archived ad exists for its owner only.
      const ad = await findAdRow(db, target_id);
      return ad !== undefined && (ad.status !== 'archived' || ad.userId === reporterId);
    }
  }
};

/** Stores a report for moderators; 404 when the target does not exist (or is hidden). */
const reportContent = async (db: Database, reporterId: number, input: CreateReportBody) => {
  if (!(await targetExists(db, input, reporterId))) throw reportTargetNotFound();
  const row = await repo.upsertReport(db, {
    reporterId,
    targetType: input.target_type,
    targetId: input.target_id,
    reason: input.reason,
  });
  return {
    id: row.id,
    target_type: row.targetType,
    target_id: row.targetId,
    created_at: row.createdAt.toISOString(),
  };
};

/**
 * Hides `userId` and `blockerId` from each other everywhere (posts, comments, reactions, profiles,
 * reels, stories, chat, presence). Idempotent; 422 for oneself, 404 for an unknown user.
 */
const blockUser = async (
  db: Database,
  realtime: CommunityRealtime,
  blockerId: number,
  userId: number,
) => {
  if (userId === blockerId) throw cannotBlockSelf();
  if (!(await userExists(db, userId))) throw userNotFound();
  await insertBlock(db, blockerId, userId);
  // Both sides' sockets keep only the rooms the block still lets them in (posts, presence).
  await realtime.recheckRoomsOf([blockerId, userId]);
  return { user_id: userId, blocked: true };
};

/** Shows `userId`'s content to `blockerId` again. Idempotent. */
const unblockUser = async (db: Database, blockerId: number, userId: number) => {
  if (!(await userExists(db, userId))) throw userNotFound();
  await deleteBlock(db, blockerId, userId);
  return { user_id: userId, blocked: false };
};
