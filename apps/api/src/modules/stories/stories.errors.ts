import { AppError, forbidden, notFound } from '../../http/app-error.ts';

export const storyNotFound = () => notFound('stories.not-found');
export const notStoryAuthor = () => forbidden('stories.not-author');
export const ownStory = () => new AppError(409, 'stories.own-story');
