import type { Reel, ReelComment } from '@souq/contract';
import type { Actor, RequestView } from '../../http/request-view.ts';
import { toUserRef } from '../community/community.presenter.ts';
import type { ReelCommentRow, ReelRow } from './reels.repository.ts';

export const toReel = (row: ReelRow, { media }: Pick<RequestView, 'media'>): Reel => ({
  id: row.id,
  user: toUserRef(row, media),
  title: row.title,
  caption: row.caption,
  video_url: media.file(row.videoKey),
  poster_url: media.full(row.posterKey),
  status: row.status,
  country_id: row.countryId,
  region_id: row.regionId,
  commentsCount: row.commentsCount,
  reactionsCount: row.reactionsCount,
  userReaction: row.userReaction ?? null,
  created_at: row.createdAt.toISOString(),
});

export const toReelComment = (
  row: ReelCommentRow,
  { userId: viewerId, media }: Actor,
): ReelComment => ({
  id: row.id,
  reel_id: row.reelId,
  content: row.content,
  user: toUserRef(row, media),
  canDelete: row.authorId === viewerId || row.reelAuthorId === viewerId,
  created_at: row.createdAt.toISOString(),
});
