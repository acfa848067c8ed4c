import { splitServerErrors } from '../../../lib/server-errors';
import type { AdFormValues } from './ad-form-schema';

/** The form's fields the server may name in a refusal (all but the parent category's choice). */
const AD_FIELDS = Object.keys({
  title: true,
  description: true,
  price: true,
  negotiable: true,
  condition: true,
  category_id: true,
  country_id: true,
  region_id: true,
  phone: true,
  photos: true,
} satisfies Record<Exclude<keyof AdFormValues, 'parent_category_id'>, true>);

/**
 * A failed save split for display: each field's (localised) messages go next to it — `photos.3`,
 * `photo_order` and upload refusals (413, 415: `media.*`) belong to the photos — and anything
 * else becomes one message above the button.
 */
export const adServerErrors = (error: unknown) =>
  splitServerErrors(error, AD_FIELDS, 'photos', (key) => {
    const field = key.split('.')[0]!;
    return field === 'photo_order' ? 'photos' : field;
  });
