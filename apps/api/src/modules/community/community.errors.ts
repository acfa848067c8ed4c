import { AppError, forbidden, notFound } from '../../http/app-error.ts';

export const postNotFound = () => notFound('community.post-not-found');
export const commentNotFound = () => notFound('community.comment-not-found');
export const userNotFound = () => notFound('community.user-not-found');
export const notPostAuthor = () => forbidden('community.not-post-author');
export const notCommentAuthor = () => forbidden('community.not-comment-author');
export const cannotDeleteComment = () => forbidden('community.cannot-delete-comment');
export const reportTargetNotFound = () => notFound('community.report-target-not-found');
export const cannotBlockSelf = () =>
  new AppError(422, 'community.cannot-block-self', {
    fields: { userId: [{ key: 'community.cannot-block-self' }] },
  });
