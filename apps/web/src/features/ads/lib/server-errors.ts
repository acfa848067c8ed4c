import { getApiError, getErrorMessage } from '../../../lib/api';

export const AD_FIELDS = [
  'title',
  'description',
  'price',
  'negotiable',
  'condition',
  'category_id',
  'country_id',
  'region_id',
  'phone',
  'photos',
] as const;

/**
 * A failed save split for display: each field's (localised) messages go next to it — `photos.3`,
 * `photo_order` and upload refusals (413, 415: `media.*`) belong to the photos — and anything
 * else becomes one message above the button.
 */
export function adServerErrors(error: unknown) {
  const body = getApiError(error);
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    const first = key.split('.')[0] ?? key;
    const field = first === 'photo_order' ? 'photos' : first;
    const message = messages.join(' ');
    if (!message) continue;
    if ((AD_FIELDS as readonly string[]).includes(field)) {
      fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]} ${message}` : message;
    } else others.push(message);
  }
  if (body?.code?.startsWith('media.') && body.message) fieldErrors.photos = body.message;
  const formError =
    others.length > 0
      ? others.join(' ')
      : Object.keys(fieldErrors).length > 0
        ? null
        : getErrorMessage(error);
  return { fieldErrors, formError };
}
