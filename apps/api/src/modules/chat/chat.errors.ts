import { AppError, forbidden, notFound } from '../../http/app-error.ts';

export const conversationNotFound = () => notFound('chat.conversation-not-found');
export const chatUserNotFound = () => notFound('chat.user-not-found');
export const attachmentNotFound = () => notFound('chat.attachment-not-found');
/** Blocked in either direction: nothing can be started or sent. */
export const chatBlocked = () => forbidden('chat.blocked');
export const chatWithSelf = () =>
  new AppError(422, 'chat.self', { fields: { user_id: [{ key: 'chat.self' }] } });
export const contextNotFound = () =>
  new AppError(422, 'chat.context-not-found', {
    fields: { context_id: [{ key: 'chat.context-not-found' }] },
  });
export const contextNotTheirs = () =>
  new AppError(422, 'chat.context-not-theirs', {
    fields: { context_id: [{ key: 'chat.context-not-theirs' }] },
  });
export const attachmentUnsupported = () => new AppError(415, 'chat.attachment-unsupported');
export const attachmentTooLarge = () => new AppError(413, 'chat.attachment-too-large');
