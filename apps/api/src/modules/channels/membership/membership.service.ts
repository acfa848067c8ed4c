import type { ChannelCandidatesQuery, SetChannelRoleBody, UserRef } from '@souq/contract';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../http/request-view.ts';
import { blockedBetween } from '../../chat/conversations/conversations.repository.ts';
import { EVERYONE, MANAGERS, OWNER, requireRole } from '../channel-access.ts';
import {
  channelForbidden,
  channelMemberNotFound,
  channelNameTaken,
  channelNotFound,
  channelUserNotFound,
  ownerCannotLeave,
} from '../channels.errors.ts';
import { type ChannelsRealtime, channelsRealtimeOf } from '../channels.realtime.ts';
import { type ChannelRole, isGone, isNameTaken, roleOf } from '../channels.repository.ts';
import { type ChannelsDeps, channelDetails } from '../channels.service.ts';
import * as repo from './membership.repository.ts';

/**
 * Who is in a channel, bound once to the app: joining and leaving, adding and removing people,
 * roles. Each operation takes the signed-in caller first and answers the channel as they now see
 * it; the people concerned hear `channel:membership` on their own sockets.
 */
export const createMembershipService = (
  app: ChannelsDeps,
  realtime: ChannelsRealtime = channelsRealtimeOf(app),
) => {
  const { db } = app;
  /** The caller's view of the channel after a change. */
  const after = (actor: Actor, channelId: number) => channelDetails(db, actor, channelId);
  return {
    join: async (actor: Actor, channelId: number) => {
      await joinChannel(db, actor.userId, channelId);
      return after(actor, channelId);
    },
    leave: async (actor: Actor, channelId: number) => {
      if (!(await leaveChannel(db, actor.userId, channelId))) return;
      realtime.evictUser(channelId, actor.userId);
      realtime.tell([actor.userId], channelId, 'left');
    },
    add: async (actor: Actor, channelId: number, memberId: number) => {
      if (await addMember(db, actor.userId, channelId, memberId)) {
        realtime.tell([memberId], channelId, 'added');
        realtime.changed(channelId);
      }
      return after(actor, channelId);
    },
    remove: async (actor: Actor, channelId: number, memberId: number) => {
      await removeMember(db, actor.userId, channelId, memberId);
      realtime.evictUser(channelId, memberId);
      realtime.tell([memberId], channelId, 'removed');
      realtime.changed(channelId);
      return after(actor, channelId);
    },
    setRole: async (actor: Actor, channelId: number, input: SetChannelRoleBody) => {
      if (await setRole(db, actor.userId, channelId, input)) {
        realtime.changed(channelId);
        realtime.tell([input.user_id], channelId, 'changed');
      }
      return after(actor, channelId);
    },
    candidates: (actor: Actor, channelId: number, query: ChannelCandidatesQuery) =>
      listCandidates(db, actor, channelId, query.search),
    /** Room rule of `channel:<id>`: current members only, asked at each join. */
    mayJoinRoom: async (channelId: number, userId: number | null) =>
      userId !== null && (await roleOf(db, channelId, userId)) !== null,
  };
};

export type MembershipService = ReturnType<typeof createMembershipService>;

/** Joins a public channel (again: nothing changes); a private one is 404 to outsiders. */
const joinChannel = async (db: Database, userId: number, channelId: number): Promise<void> => {
  let added: boolean | undefined;
  try {
    added = await repo.addMember(db, { id: channelId, userId, publicOnly: true });
  } catch (error) {
    // Deleted while joining.
    if (isGone(error)) throw channelNotFound();
    throw error;
  }
  // A private channel: only its members (added earlier) get anything but 404.
  if (added === undefined && (await roleOf(db, channelId, userId)) === null) {
    throw channelNotFound();
  }
};

/** Leaves a channel; the owner must hand it over first (409). False when already gone. */
const leaveChannel = async (db: Database, userId: number, channelId: number) => {
  const access = await requireRole(db, channelId, userId, EVERYONE);
  if (access.role === 'owner') throw ownerCannotLeave();
  const removed = await repo.removeMember(db, {
    id: channelId,
    userId,
    roles: ['admin', 'member'],
  });
  // Made the owner meanwhile, or already gone.
  if (!removed && (await roleOf(db, channelId, userId)) === 'owner') throw ownerCannotLeave();
  return removed !== null;
};

/**
 * Adds a person (owner and admins); true when they were not in yet. Someone who blocked the
 * adder, or whom the adder blocked, is answered as unknown (422): nobody is pulled into a
 * block's other side's channel, and the block is not told.
 */
const addMember = async (db: Database, userId: number, channelId: number, memberId: number) => {
  await requireRole(db, channelId, userId, MANAGERS);
  if (!(await repo.userExists(db, memberId)) || (await blockedBetween(db, userId, memberId))) {
    throw channelUserNotFound();
  }
  let added: boolean | undefined;
  try {
    added = await repo.addMember(db, { id: channelId, userId: memberId, publicOnly: false });
  } catch (error) {
    if (isGone(error)) throw channelNotFound();
    throw error;
  }
  if (added === undefined) throw channelNotFound();
  return added;
};

/** 403 when `memberId` has a role the caller may not change, 422 when they are not a member. */
const refuseFor = async (db: Database, channelId: number, memberId: number) =>
  (await roleOf(db, channelId, memberId)) ? channelForbidden() : channelMemberNotFound();

/** Removes a member: the owner removes admins and members, an admin members only. */
const removeMember = async (db: Database, userId: number, channelId: number, memberId: number) => {
  const access = await requireRole(db, channelId, userId, MANAGERS);
  if (memberId === userId) throw channelForbidden();
  const roles: readonly ChannelRole[] = access.role === 'owner' ? ['admin', 'member'] : ['member'];
  if (!(await repo.removeMember(db, { id: channelId, userId: memberId, roles }))) {
    throw await refuseFor(db, channelId, memberId);
  }
};

/**
 * Owner only: makes a member an admin or a member again, or hands the channel over (`owner`:
 * the previous owner stays as an admin). False when nothing changed (the owner naming themself).
 */
const setRole = async (
  db: Database,
  userId: number,
  channelId: number,
  input: SetChannelRoleBody,
): Promise<boolean> => {
  await requireRole(db, channelId, userId, OWNER);
  if (input.user_id === userId) {
    if (input.role === 'owner') return false;
    throw channelForbidden();
  }
  let changed: boolean;
  try {
    changed =
      input.role === 'owner'
        ? await repo.transferOwnership(db, {
            id: channelId,
            ownerId: userId,
            userId: input.user_id,
          })
        : await repo.setRole(db, { id: channelId, userId: input.user_id, role: input.role });
  } catch (error) {
    if (isNameTaken(error)) throw channelNameTaken();
    throw error;
  }
  if (!changed) throw await refuseFor(db, channelId, input.user_id);
  return true;
};

/** People an admin may add: from their conversations and friends, not members yet. */
const listCandidates = async (
  db: Database,
  actor: Actor,
  channelId: number,
  search: string | undefined,
): Promise<UserRef[]> => {
  await requireRole(db, channelId, actor.userId, MANAGERS);
  const rows = await repo.listCandidates(db, { id: channelId, userId: actor.userId, search });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    photo: actor.media.thumb(r.photo_key),
  }));
};
