import type { Database } from '../../db/client.ts';
import { channelForbidden, channelNotFound, notChannelMember } from './channels.errors.ts';
import * as repo from './channels.repository.ts';

type Role = repo.ChannelRole;

/** Who may manage members and the card. */
export const MANAGERS: readonly Role[] = ['owner', 'admin'];
/** Every member: who may read and write messages. */
export const EVERYONE: readonly Role[] = ['owner', 'admin', 'member'];
export const OWNER: readonly Role[] = ['owner'];

/**
 * The channel's facts and the caller's role, checked now. A private channel the caller is not in
 * is answered as missing (404), like one that does not exist.
 */
const accessOf = async (db: Database, id: number, userId: number) => {
  const access = await repo.findAccess(db, id, userId);
  if (!access || (access.visibility === 'private' && !access.role)) throw channelNotFound();
  return access;
};

/** 403 `channels.not-member` outside (a public channel), `channels.forbidden` for a lesser role. */
export const requireRole = async (
  db: Database,
  id: number,
  userId: number,
  roles: readonly Role[],
) => {
  const access = await accessOf(db, id, userId);
  if (!access.role) throw notChannelMember();
  if (!roles.includes(access.role)) throw channelForbidden();
  return { ...access, role: access.role };
};
