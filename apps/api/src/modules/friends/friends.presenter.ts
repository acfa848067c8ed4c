import type { CommunityProfile, Friend, Relationship } from '@souq/contract';
import { type ImageUrlOf, toUserRef } from '../community/community.presenter.ts';
import type { ProfileRow } from './friends.repository.ts';

export interface ProfileViewContext {
  /** A cover's or a photo's (1600 px) URL. */
  imageUrlOf: ImageUrlOf;
  /** An avatar's or a thumbnail's (400 px) URL. */
  photoUrlOf: ImageUrlOf;
}

export const toCommunityProfile = (
  row: ProfileRow,
  relationship: Relationship,
  view: ProfileViewContext,
): CommunityProfile => ({
  user: toUserRef(row, view.photoUrlOf),
  cover_url: view.imageUrlOf(row.coverKey),
  bio: row.bio ?? '',
  about: {
    work: row.work ?? '',
    education: row.education ?? '',
    places_lived: row.placesLived ?? '',
    contact_info: row.contactInfo ?? '',
  },
  followers_count: row.followersCount ?? 0,
  following_count: row.followingCount ?? 0,
  friends_count: row.friendsCount ?? 0,
  posts_count: Number(row.postsCount),
  reels_count: Number(row.reelsCount),
  relationship,
  is_following: Boolean(row.isFollowing),
  joined_at: row.joinedAt.toISOString(),
});

export const toFriend = (
  row: Parameters<typeof toUserRef>[0] & { since: Date },
  photoUrlOf: ImageUrlOf,
): Friend => ({
  user: toUserRef(row, photoUrlOf),
  since: new Date(row.since).toISOString(),
});
