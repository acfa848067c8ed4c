import type {
  CommunityProfile,
  ProfilePhoto,
  Relationship,
  UpdateCommunityProfileBody,
} from '@souq/contract';
import type { Database } from '../../db/client.ts';
import { pageMeta } from '../../http/envelope.ts';
import type { Media } from '../../media/media.ts';
import { notifying } from '../notifications/notify.ts';
import {
  alreadyFriends,
  alreadyRequested,
  friendUserNotFound,
  noRequest,
  notFriends,
  selfRelationship,
} from './friends.errors.ts';
import { type ProfileViewContext, toCommunityProfile, toFriend } from './friends.presenter.ts';
import * as repo from './friends.repository.ts';

/** 404 for a user who does not exist or with whom a block stands either way. */
const assertVisible = async (db: Database, userId: number, viewerId: number) => {
  if (!(await repo.findVisibleUser(db, userId, viewerId))) throw friendUserNotFound();
};

const assertOther = (me: number, other: number) => {
  if (me === other) throw selfRelationship();
};

export const getProfile = async ({
  db,
  viewerId,
  userId,
  view,
}: {
  db: Database;
  viewerId: number;
  userId: number;
  view: ProfileViewContext;
}): Promise<CommunityProfile> => {
  const row = await repo.findProfile(db, userId, viewerId);
  if (!row) throw friendUserNotFound();
  return toCommunityProfile(row, await repo.relationshipOf(db, viewerId, userId), view);
};

/** Cover pictures live under this media folder. */
const COVER_FOLDER = 'covers';

export const updateOwnProfile = async ({
  db,
  media,
  userId,
  input,
  view,
}: {
  db: Database;
  media: Media;
  userId: number;
  input: UpdateCommunityProfileBody;
  view: ProfileViewContext;
}) => {
  // 415/413 for a bad picture, before anything is written.
  const coverKey = input.cover
    ? await media.storeImage(input.cover, COVER_FOLDER)
    : input.remove_cover
      ? null
      : undefined;
  let replaced: string | null;
  try {
    ({ replacedCoverKey: replaced } = await repo.updateProfile(db, userId, {
      bio: input.bio,
      work: input.work,
      education: input.education,
      placesLived: input.places_lived,
      contactInfo: input.contact_info,
      coverKey,
    }));
  } catch (error) {
    await media.discardImage(coverKey);
    throw error;
  }
  await media.discardImage(replaced);
  return getProfile({ db, viewerId: userId, userId, view });
};

/** Where the caller now stands with `userId`, and that person's counts. */
const standing = async (db: Database, me: number, userId: number) => {
  const [relationship, following, counts] = await Promise.all([
    repo.relationshipOf(db, me, userId),
    repo.isFollowing(db, me, userId),
    repo.countsOf(db, userId),
  ]);
  return {
    user_id: userId,
    relationship,
    is_following: following,
    followers_count: counts.followersCount,
    friends_count: counts.friendsCount,
  };
};

/**
 * Sends a friend request. A request from them already waiting is accepted instead; a second
 * request or one to a friend is refused (409). The unique pair index decides between two people
 * asking each other at the same moment.
 */
export const requestFriend = async ({
  db,
  me,
  userId,
}: {
  db: Database;
  me: number;
  userId: number;
}) => {
  assertOther(me, userId);
  await assertVisible(db, userId, me);
  await notifying(db, async (tx, notify) => {
    if (await repo.insertRequest(tx, me, userId)) {
      // Asking, withdrawing and asking again is one unread request, not a notification each time.
      return notify({
        type: 'friends.request',
        recipientId: userId,
        actorId: me,
        foldKey: `friends.request:${me}`,
      });
    }
    const relationship: Relationship = await repo.relationshipOf(tx, me, userId);
    if (relationship === 'friends') throw alreadyFriends();
    if (relationship === 'request_sent') throw alreadyRequested();
    if (relationship === 'request_received' && (await repo.acceptRequest(tx, me, userId))) {
      await notify({ type: 'friends.accepted', recipientId: userId, actorId: me });
    }
  });
  return standing(db, me, userId);
};

export const acceptFriend = async ({
  db,
  me,
  userId,
}: {
  db: Database;
  me: number;
  userId: number;
}) => {
  assertOther(me, userId);
  await assertVisible(db, userId, me);
  await notifying(db, async (tx, notify) => {
    if (!(await repo.acceptRequest(tx, me, userId))) throw noRequest();
    await notify({ type: 'friends.accepted', recipientId: userId, actorId: me });
  });
  return standing(db, me, userId);
};

export const declineFriend = async ({
  db,
  me,
  userId,
}: {
  db: Database;
  me: number;
  userId: number;
}) => {
  assertOther(me, userId);
  if (!(await repo.declineRequest(db, me, userId))) throw noRequest();
  return standing(db, me, userId);
};

/** Unfriends, or withdraws a request either side sent. */
export const removeFriend = async ({
  db,
  me,
  userId,
}: {
  db: Database;
  me: number;
  userId: number;
}) => {
  assertOther(me, userId);
  if (!(await repo.removeFriendship(db, me, userId))) throw notFriends();
  return standing(db, me, userId);
};

export const follow = async ({
  db,
  me,
  userId,
  want,
}: {
  db: Database;
  me: number;
  userId: number;
  want?: boolean;
}) => {
  assertOther(me, userId);
  await assertVisible(db, userId, me);
  await repo.setFollow(db, me, userId, want);
  return standing(db, me, userId);
};

export const listFriends = async ({
  db,
  viewerId,
  userId,
  status,
  q,
  page,
  perPage,
  view,
}: {
  db: Database;
  viewerId: number;
  userId: number;
  status: 'accepted' | 'pending';
  q?: string;
  page: number;
  perPage: number;
  view: ProfileViewContext;
}) => {
  await assertVisible(db, userId, viewerId);
  const offset = (page - 1) * perPage;
  const args = { userId, viewerId, status, q: q || undefined };
  const [rows, total] = await Promise.all([
    offset >= repo.PROFILE_COUNT_CAP
      ? []
      : repo.listFriends(db, { ...args, limit: perPage, offset }),
    repo.countFriends(db, args),
  ]);
  return {
    items: rows.map((row) => toFriend(row, view.photoUrlOf)),
    meta: pageMeta({ page, perPage, total }),
  };
};

export const listPhotos = async ({
  db,
  viewerId,
  userId,
  page,
  perPage,
  view,
}: {
  db: Database;
  viewerId: number;
  userId: number;
  page: number;
  perPage: number;
  view: ProfileViewContext;
}) => {
  await assertVisible(db, userId, viewerId);
  const offset = (page - 1) * perPage;
  const [rows, total] = await Promise.all([
    offset >= repo.PROFILE_COUNT_CAP
      ? []
      : repo.listPhotos(db, { userId, viewerId, limit: perPage, offset }),
    repo.countPhotos(db, userId, viewerId),
  ]);
  const items: ProfilePhoto[] = rows.map((row) => ({
    post_id: row.postId,
    url: view.imageUrlOf(row.imageKey)!,
    thumb_url: view.photoUrlOf(row.imageKey)!,
  }));
  return { items, meta: pageMeta({ page, perPage, total }) };
};
