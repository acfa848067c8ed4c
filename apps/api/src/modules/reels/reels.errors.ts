import { forbidden, notFound } from '../../http/app-error.ts';

export const reelNotFound = () => notFound('reels.not-found');
export const notReelAuthor = () => forbidden('reels.not-author');
