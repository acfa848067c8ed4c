import type { Locale, Post } from '@souq/contract';
import { localName } from '../../../i18n/index.ts';
import {
  type ImageUrlOf,
  reactionCountsOf,
  toReactionSummary,
  totalOf,
  toUserRef,
} from '../community.presenter.ts';
import type { PostCardRow } from './posts.repository.ts';

/** How a post is written for one caller: image URLs and names in their language. */
export interface PostViewContext {
  locale: Locale;
  /** URL of a post image (the large size). */
  imageUrlOf: ImageUrlOf;
  /** URL of an avatar (the small size). */
  photoUrlOf: ImageUrlOf;
}

export const toPost = (row: PostCardRow, view: PostViewContext): Post => {
  const reactionsSummary = toReactionSummary(reactionCountsOf(row));
  return {
    id: row.id,
    user: toUserRef(row, view.photoUrlOf),
    title: row.title,
    content: row.content,
    image: view.imageUrlOf(row.imageKey),
    status: row.status,
    region: {
      id: row.regionId,
      name: localName({ nameEn: row.regionNameEn, nameAr: row.regionNameAr }, view.locale),
      country: {
        id: row.countryId,
        name: localName({ nameEn: row.countryNameEn, nameAr: row.countryNameAr }, view.locale),
      },
    },
    commentsCount: row.commentsCount,
    reactionsCount: totalOf(reactionsSummary),
    reactionsSummary,
    userReaction: row.userReaction,
    created_at: row.createdAt.toISOString(),
  };
};
