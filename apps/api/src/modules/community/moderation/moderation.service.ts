import type { CreateReportBody } from '@souq/contract';
import type { Database } from '../../../db/client.ts';
import { findAdRow } from '../../ads/ads.repository.ts';
import { deleteBlock, insertBlock } from '../blocks.repository.ts';
import { findCommentFor } from '../comments/comments.repository.ts';
import { cannotBlockSelf, reportTargetNotFound, userNotFound } from '../community.errors.ts';
import type { CommunityRealtime } from '../community.realtime.ts';
import { findPostFor, userExists } from '../community.repository.ts';
import * as repo from './moderation.repository.ts';

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
export const reportContent = async ({
  db,
  reporterId,
  input,
}: {
  db: Database;
  reporterId: number;
  input: CreateReportBody;
}) => {
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
 * Hides `userId`'s posts and comments from `blockerId` everywhere in the community. Idempotent;
 * 422 for oneself, 404 for an unknown user.
 */
export const blockUser = async ({
  db,
  realtime,
  blockerId,
  userId,
}: {
  db: Database;
  realtime: CommunityRealtime;
  blockerId: number;
  userId: number;
}) => {
  if (userId === blockerId) throw cannotBlockSelf();
  if (!(await userExists(db, userId))) throw userNotFound();
  await insertBlock(db, blockerId, userId);
  // Both sides' sockets keep only the post rooms the block still lets them see.
  await realtime.recheckRoomsOf([blockerId, userId]);
  return { user_id: userId, blocked: true };
};

/** Shows `userId`'s content to `blockerId` again. Idempotent. */
export const unblockUser = async ({
  db,
  blockerId,
  userId,
}: {
  db: Database;
  blockerId: number;
  userId: number;
}) => {
  if (!(await userExists(db, userId))) throw userNotFound();
  await deleteBlock(db, blockerId, userId);
  return { user_id: userId, blocked: false };
};
