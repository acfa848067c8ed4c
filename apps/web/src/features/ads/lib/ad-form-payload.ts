import type { Ad } from '@souq/contract';
import { toLatinDigits } from '../../../lib/digits';
import type { AdFormValues } from './ad-form-schema';
import { photoPayload, savedPhotos } from './photos';
import { normalisePrice } from './price';

/** The form's first values: the edited ad's, or empty ones in the stored place for a new ad. */
export const adFormDefaults = (
  ad: Ad | undefined,
  place: { country_id: number | null; region_id: number | null },
): AdFormValues => ({
  title: ad?.title ?? '',
  description: ad?.description ?? '',
  price: ad?.price ? String(Number(ad.price)) : '',
  negotiable: ad?.negotiable ?? false,
  condition: ad?.condition ?? '',
  parent_category_id: null,
  category_id: null,
  country_id: ad?.country.id ?? place.country_id,
  region_id: ad?.region.id ?? place.region_id,
  phone: '',
  photos: ad ? savedPhotos(ad.photos) : [],
});

/**
 * The multipart body of `create` (or `update`, `isUpdate`): the leaf category, the price as a
 * decimal string, new files in order and, on update, the final `photo_order`.
 */
export function buildAdFormData(
  values: AdFormValues,
  needsSubCategory: boolean,
  isUpdate: boolean,
) {
  const form = new FormData();
  const leaf = needsSubCategory ? values.category_id : values.parent_category_id;
  const price = normalisePrice(values.price);
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  if (price || isUpdate) form.append('price', price);
  form.append('negotiable', String(values.negotiable));
  form.append('condition', values.condition);
  form.append('category_id', String(leaf));
  form.append('country_id', String(values.country_id));
  form.append('region_id', String(values.region_id));
  form.append('phone', toLatinDigits(values.phone).trim());
  const { files, order } = photoPayload(values.photos);
  for (const file of files) form.append('photos', file);
  if (isUpdate) form.append('photo_order', order.join(','));
  return form;
}

/** `+966501234567` with dial code `+966` → `501234567`: the prefix is shown beside the field. */
export const nationalPart = (phone: string, dialCode?: string) =>
  dialCode && phone.startsWith(dialCode) ? phone.slice(dialCode.length) : phone;
