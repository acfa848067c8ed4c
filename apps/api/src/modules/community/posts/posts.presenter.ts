import type { Locale, Post } from '@souq/contract';
import type { RequestView } from '../../../http/request-view.ts';
import { localName } from '../../../i18n/index.ts';
import type { ReferenceIndex } from '../../catalog/reference-index.ts';
import { reactionCountsOf, toReactionSummary, totalOf, toUserRef } from '../community.presenter.ts';
import type { PostCardRow } from './posts.repository.ts';

const nameOf = (place: { nameEn: string; nameAr: string } | undefined, locale: Locale) =>
  place ? localName(place, locale) : '';

/** A post card: image URLs and place names (from `getReferenceIndex`) for the reader. */
export const toPost = (
  row: PostCardRow,
  view: Pick<RequestView, 'locale' | 'media'>,
  reference: ReferenceIndex,
): Post => {
  const reactionsSummary = toReactionSummary(reactionCountsOf(row));
  return {
    id: row.id,
    user: toUserRef(row, view.media),
    title: row.title,
    content: row.content,
    image: view.media.full(row.imageKey),
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
