import type { CommunityProfile, Friend, ProfilePhoto, Relationship } from '@souq/contract';
import type { RequestView } from '../../http/request-view.ts';
import { toUserRef } from '../community/community.presenter.ts';
import type { ProfileRow } from './profiles.repository.ts';

type MediaView = Pick<RequestView, 'media'>;

export const toCommunityProfile = (
  row: ProfileRow,
  relationship: Relationship,
  { media }: MediaView,
): CommunityProfile => ({
  user: toUserRef(row, media),
  cover_url: media.full(row.coverKey),
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
  { media }: MediaView,
): Friend => ({
  user: toUserRef(row, media),
  since: new Date(row.since).toISOString(),
});

/** A photo of someone's posts (only posts with an image are read): large size and thumbnail. */
export const toProfilePhoto = (
  row: { postId: number; imageKey: string | null },
  { media }: MediaView,
): ProfilePhoto => ({
  post_id: row.postId,
  url: media.full(row.imageKey)!,
  thumb_url: media.thumb(row.imageKey)!,
});
