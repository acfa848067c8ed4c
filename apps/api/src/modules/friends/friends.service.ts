import type {
  CommunityProfile,
  FollowBody,
  ListFriendsQuery,
  PageQuery,
  Relationship,
  UpdateCommunityProfileBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../http/request-view.ts';
import type { Media } from '../../media/media.ts';
import { cappedPage } from '../community/capped-page.ts';
import { notifying } from '../notifications/notify.ts';
import {
  alreadyFriends,
  alreadyRequested,
  friendUserNotFound,
  noRequest,
  notFriends,
  selfRelationship,
} from './friends.errors.ts';
import { toCommunityProfile, toFriend, toProfilePhoto } from './friends.presenter.ts';
import * as repo from './friends.repository.ts';
import * as profiles from './profiles.repository.ts';

/**
 * Community profiles, friendships and follows, bound once to the app's database and media. Each
 * operation takes the signed-in caller first (`actorOf(request)`), then the other person.
 */
export const createFriendsService = ({ db, media }: Pick<FastifyInstance, 'db' | 'media'>) => ({
  profile: (actor: Actor, userId: number) => getProfile(db, actor, userId),
  updateProfile: (actor: Actor, input: UpdateCommunityProfileBody) =>
    updateOwnProfile(db, media, actor, input),
  photos: (actor: Actor, userId: number, query: PageQuery) => listPhotos(db, actor, userId, query),
  /** The friend requests waiting for the caller. */
  requests: (actor: Actor, query: ListFriendsQuery) =>
    listFriends(db, actor, { userId: actor.userId, status: 'pending', query }),
  /** Someone's friends. */
  friends: (actor: Actor, userId: number, query: ListFriendsQuery) =>
    listFriends(db, actor, { userId, status: 'accepted', query }),
  request: (actor: Actor, userId: number) => relate(db, actor, userId, requestFriend),
  accept: (actor: Actor, userId: number) => relate(db, actor, userId, acceptFriend),
  decline: (actor: Actor, userId: number) => relate(db, actor, userId, declineFriend),
  remove: (actor: Actor, userId: number) => relate(db, actor, userId, removeFriend),
  follow: (actor: Actor, userId: number, body: FollowBody) =>
    relate(db, actor, userId, followUser(body.follow)),
});

export type FriendsService = ReturnType<typeof createFriendsService>;

/** 404 for a user who does not exist or with whom a block stands either way. */
const assertVisible = async (db: Database, userId: number, viewerId: number) => {
  if (!(await repo.findVisibleUser(db, userId, viewerId))) throw friendUserNotFound();
};

const getProfile = async (
  db: Database,
  actor: Actor,
  userId: number,
): Promise<CommunityProfile> => {
  const row = await profiles.findProfile(db, userId, actor.userId);
  if (!row) throw friendUserNotFound();
  return toCommunityProfile(row, await repo.relationshipOf(db, actor.userId, userId), actor);
};

/** Cover pictures live under this media folder. */
const COVER_FOLDER = 'covers';

const updateOwnProfile = async (
  db: Database,
  media: Media,
  actor: Actor,
  input: UpdateCommunityProfileBody,
) => {
  // 415/413 for a bad picture, before anything is written.
  const coverKey = input.cover
    ? await media.storeImage(input.cover, COVER_FOLDER)
    : input.remove_cover
      ? null
      : undefined;
  let replaced: string | null;
  try {
    ({ replacedCoverKey: replaced } = await profiles.updateProfile(db, actor.userId, {
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
  return getProfile(db, actor, actor.userId);
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
 * A change of where `me` stands with someone else (never with themself: 409); `cause` is the
 * caller's request (the notifications it writes are delivered under its id).
 */
type RelationshipChange = (
  db: Database,
  me: number,
  userId: number,
  cause: Pick<Actor, 'requestId'>,
) => Promise<void>;

/** Makes the change, then answers where the caller stands now. */
const relate = async (db: Database, actor: Actor, userId: number, change: RelationshipChange) => {
  if (actor.userId === userId) throw selfRelationship();
  await change(db, actor.userId, userId, actor);
  return standing(db, actor.userId, userId);
};

/**
 * Sends a friend request. A request from them already waiting is accepted instead; a second
 * request or one to a friend is refused (409). The unique pair index decides between two people
 * asking each other at the same moment.
 */
const requestFriend: RelationshipChange = async (db, me, userId, cause) => {
  await assertVisible(db, userId, me);
  await notifying(db, cause, async (tx, notify) => {
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
};

const acceptFriend: RelationshipChange = async (db, me, userId, cause) => {
  await assertVisible(db, userId, me);
  await notifying(db, cause, async (tx, notify) => {
    if (!(await repo.acceptRequest(tx, me, userId))) throw noRequest();
    await notify({ type: 'friends.accepted', recipientId: userId, actorId: me });
  });
};

const declineFriend: RelationshipChange = async (db, me, userId) => {
  if (!(await repo.declineRequest(db, me, userId))) throw noRequest();
};

/** Unfriends, or withdraws a request either side sent. */
const removeFriend: RelationshipChange = async (db, me, userId) => {
  if (!(await repo.removeFriendship(db, me, userId))) throw notFriends();
};

/** Follows (`want` true), unfollows (false) or toggles (absent). */
const followUser =
  (want?: boolean): RelationshipChange =>
  async (db, me, userId) => {
    await assertVisible(db, userId, me);
    await repo.setFollow(db, me, userId, want);
  };

const listFriends = async (
  db: Database,
  actor: Actor,
  list: { userId: number; status: 'accepted' | 'pending'; query: ListFriendsQuery },
) => {
  await assertVisible(db, list.userId, actor.userId);
  const args = {
    userId: list.userId,
    viewerId: actor.userId,
    status: list.status,
    q: list.query.q || undefined,
  };
  const { rows, meta } = await cappedPage(
    list.query,
    repo.PROFILE_COUNT_CAP,
    (window) => repo.listFriends(db, { ...args, ...window }),
    () => repo.countFriends(db, args),
  );
  return { items: rows.map((row) => toFriend(row, actor)), meta };
};

const listPhotos = async (db: Database, actor: Actor, userId: number, query: PageQuery) => {
  await assertVisible(db, userId, actor.userId);
  const { rows, meta } = await cappedPage(
    query,
    repo.PROFILE_COUNT_CAP,
    (window) => profiles.listPhotos(db, { userId, viewerId: actor.userId, ...window }),
    () => profiles.countPhotos(db, userId, actor.userId),
  );
  return { items: rows.map((row) => toProfilePhoto(row, actor)), meta };
};
