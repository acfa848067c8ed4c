import { AppError, forbidden, notFound } from '../../http/app-error.ts';

/** No such channel, or a private one the caller is not in (its existence is not told). */
export const channelNotFound = () => notFound('channels.not-found');
/** A public channel's messages are for its members. */
export const notChannelMember = () => forbidden('channels.not-member');
/** The caller's role does not allow it (members manage nothing; admins do not delete or promote). */
export const channelForbidden = () => forbidden('channels.forbidden');
export const channelNameTaken = () =>
  new AppError(422, 'channels.name-taken', { fields: { name: [{ key: 'channels.name-taken' }] } });
export const ownerCannotLeave = () => new AppError(409, 'channels.owner-cannot-leave');
export const channelUserNotFound = () =>
  new AppError(422, 'channels.user-not-found', {
    fields: { user_id: [{ key: 'channels.user-not-found' }] },
  });
export const channelMemberNotFound = () =>
  new AppError(422, 'channels.member-not-found', {
    fields: { user_id: [{ key: 'channels.member-not-found' }] },
  });
