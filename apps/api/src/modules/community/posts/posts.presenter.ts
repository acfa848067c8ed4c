import type { Locale, Post } from '@souq/contract';
import { localName } from '../../../i18n/index.ts';
import type { ReferenceIndex } from '../../catalog/reference-index.ts';
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

const nameOf = (place: { nameEn: string; nameAr: string } | undefined, locale: Locale) =>
  place ? localName(place, locale) : '';

/** A post card; place names from the reference index (`getReferenceIndex`). */
export const toPost = (
  row: PostCardRow,
  view: PostViewContext,
  reference: ReferenceIndex,
): Post => {
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
      name: nameOf(reference.regions.get(row.regionId), view.locale),
      country: {
        id: row.countryId,
        name: nameOf(reference.countries.get(row.countryId), view.locale),
      },
    },
    commentsCount: row.commentsCount,
    reactionsCount: totalOf(reactionsSummary),
    reactionsSummary,
    userReaction: row.userReaction,
    created_at: row.createdAt.toISOString(),
  };
};
