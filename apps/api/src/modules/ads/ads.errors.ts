import { AppError, forbidden, notFound } from '../../http/app-error.ts';

export const adNotFound = () => notFound('ads.not-found');
/** Someone other than the owner tried to change an ad; nothing was changed. */
export const notAdOwner = () => forbidden('ads.not-owner');
export const invalidPhotoOrder = () =>
  new AppError(422, 'http.validation', {
    fields: { photo_order: [{ key: 'ads.photo-order-invalid' }] },
  });
