import type { Reel, ReelComment } from '@souq/contract';
import { type ImageUrlOf, toUserRef } from '../community/community.presenter.ts';
import type { ReelCommentRow, ReelRow } from './reels.repository.ts';

export interface ReelViewContext {
  /** The video's absolute URL. */
  videoUrlOf: (key: string) => string;
  /** A poster's (1600 px) URL. */
  posterUrlOf: ImageUrlOf;
  /** An avatar's (400 px) URL. */
  photoUrlOf: ImageUrlOf;
}

export const toReel = (row: ReelRow, view: ReelViewContext): Reel => ({
  id: row.id,
  user: toUserRef(row, view.photoUrlOf),
  title: row.title,
  caption: row.caption,
  video_url: view.videoUrlOf(row.videoKey),
  poster_url: view.posterUrlOf(row.posterKey),
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
  viewerId: number,
  photoUrlOf: ImageUrlOf,
): ReelComment => ({
  id: row.id,
  reel_id: row.reelId,
  content: row.content,
  user: toUserRef(row, photoUrlOf),
  canDelete: row.authorId === viewerId || row.reelAuthorId === viewerId,
  created_at: row.createdAt.toISOString(),
});
