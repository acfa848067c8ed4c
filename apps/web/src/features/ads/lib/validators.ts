import type * as contract from '@souq/contract';
import type { AdCondition } from '@souq/contract';
import { onlyDigits, toLatinDigits } from '../../../lib/digits';
import type { FieldErrors } from '../../../lib/use-form-errors';
import { AD_PHOTOS_MAX, AD_PHOTOS_MIN, type PhotoItem, validatePhotoFile } from './photos';

// The contract's bounds (packages/contract/src/ads.ts), checked against it by type.
export const AD_TITLE_MIN: typeof contract.AD_TITLE_MIN = 3;
export const AD_TITLE_MAX: typeof contract.AD_TITLE_MAX = 120;
export const AD_DESCRIPTION_MAX: typeof contract.AD_DESCRIPTION_MAX = 5000;
/** numeric(12,2): at most 10 digits before the point, 2 after (AD_PRICE_PATTERN). */
export const AD_PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

export interface AdFormValues {
  title: string;
  description: string;
  price: string;
  negotiable: boolean;
  condition: AdCondition | '';
  /** The chosen top-level category; the ad's category is `category_id` (a leaf). */
  parent_category_id: number | null;
  category_id: number | null;
  country_id: number | null;
  region_id: number | null;
  phone: string;
  photos: PhotoItem[];
}

/** `'١٢٥٠٫٥'` or `'1,250.5'` → `'1250.5'`: what people type, as the API's decimal string. */
export const normalisePrice = (value: string) =>
  toLatinDigits(value)
    .replace(/[٫]/g, '.')
    .replace(/[\s,٬]/g, '')
    .trim();

export function validateTitle(value: string): string | null {
  const title = value.trim();
  if (!title) return 'ads:form.errors.title-required';
  if (title.length < AD_TITLE_MIN) return 'ads:form.errors.title-short';
  if (title.length > AD_TITLE_MAX) return 'ads:form.errors.title-long';
  return null;
}

/** A price is needed unless the ad is negotiable; when given it is a decimal ≥ 0, 2 decimals. */
export function validatePrice(value: string, negotiable: boolean): string | null {
  const price = normalisePrice(value);
  if (!price) return negotiable ? null : 'ads:form.errors.price-required';
  return AD_PRICE_PATTERN.test(price) ? null : 'ads:form.errors.price-invalid';
}

/** Digits for a phone; whether it fits the country's plan is the server's call. */
export function validateAdPhone(value: string): string | null {
  const phone = toLatinDigits(value).trim();
  if (!phone) return 'ads:form.errors.phone-required';
  if (phone.length > 32 || !/^\+?[\d\s\-().]+$/.test(phone) || onlyDigits(phone).length < 6) {
    return 'ads:form.errors.phone-invalid';
  }
  return null;
}

export function validatePhotos(photos: readonly PhotoItem[]): string | null {
  if (photos.length < AD_PHOTOS_MIN) return 'ads:form.errors.photos-required';
  if (photos.length > AD_PHOTOS_MAX) return 'ads:form.errors.photos-too-many';
  for (const photo of photos) {
    const error = photo.kind === 'new' ? validatePhotoFile(photo.file) : null;
    if (error) return error;
  }
  return null;
}

/**
 * Every rule of `POST /advertisements/create` (and update) at once, as i18n keys per field.
 * `needsSubCategory`: the chosen top-level category has sub-categories (only a leaf is accepted).
 */
export function validateAd(values: AdFormValues, needsSubCategory: boolean): FieldErrors {
  const errors: Record<string, string | null> = {
    title: validateTitle(values.title),
    description:
      values.description.trim().length > AD_DESCRIPTION_MAX
        ? 'ads:form.errors.description-long'
        : null,
    price: validatePrice(values.price, values.negotiable),
    condition: values.condition ? null : 'ads:form.errors.condition-required',
    category_id:
      values.parent_category_id === null
        ? 'ads:form.errors.category-required'
        : needsSubCategory && values.category_id === null
          ? 'ads:form.errors.sub-category-required'
          : null,
    country_id: values.country_id === null ? 'ads:form.errors.country-required' : null,
    region_id:
      values.country_id !== null && values.region_id === null
        ? 'validation:login.region-first'
        : null,
    phone: validateAdPhone(values.phone),
    photos: validatePhotos(values.photos),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;
}
