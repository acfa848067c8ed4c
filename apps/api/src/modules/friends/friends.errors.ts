import { AppError, notFound } from '../../http/app-error.ts';

export const friendUserNotFound = () => notFound('friends.user-not-found');
export const selfRelationship = () => new AppError(409, 'friends.self');
export const alreadyFriends = () => new AppError(409, 'friends.already-friends');
export const alreadyRequested = () => new AppError(409, 'friends.already-requested');
export const noRequest = () => notFound('friends.no-request');
export const notFriends = () => notFound('friends.not-friends');
