import { zodResolver } from '@hookform/resolvers/zod';
import { type AdCondition, CreateAdBodySchema, priceOrNegotiable } from '@souq/contract';
import {
  AD_PHOTOS_MAX,
  AD_PHOTOS_MIN,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
} from '@souq/contract/limits';
import { z } from 'zod';
import { onlyDigits, toLatinDigits } from '../../../lib/digits';
import { adErrorKey, adIssueKey, ERRORS, REGION_FIRST } from './ad-form-messages';
import { type PhotoItem, validatePhotoFile } from './photos';
import { normalisePrice } from './price';

/** What the ad form holds: text as typed, ids as numbers (null until chosen), photos as items. */
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

export type AdFormField = keyof AdFormValues;

const body = CreateAdBodySchema.shape;

/** Digits for a phone; whether it fits the country's plan is the server's call. */
const looksLikePhone = (phone: string) =>
  PHONE_PATTERN.test(phone) && onlyDigits(phone).length >= PHONE_MIN_DIGITS;

const PhotosSchema = z.custom<PhotoItem[]>().superRefine((photos, ctx) => {
  const fail = (key: string) => ctx.addIssue({ code: 'custom', message: `${ERRORS}.${key}` });
  if (photos.length < AD_PHOTOS_MIN) return fail('photos-required');
  if (photos.length > AD_PHOTOS_MAX) return fail('photos-too-many');
  for (const photo of photos) {
    const error = photo.kind === 'new' ? validatePhotoFile(photo.file) : null;
    if (error) return ctx.addIssue({ code: 'custom', message: error });
  }
});

/**
 * The create request's rules (CreateAdBodySchema) over the form's values: price and phone as
 * typed (Arabic-Indic digits, separators), photos as picked files. `needsSubCategory`: the chosen
 * top-level category has sub-categories (only a leaf is accepted).
 */
export const adFormSchema = (needsSubCategory: boolean) =>
  z
    .object({
      title: body.title,
      description: body.description,
      price: z.preprocess(
        (price) => (typeof price === 'string' ? normalisePrice(price) : price),
        body.price.unwrap(),
      ),
      negotiable: z.boolean(),
      condition: body.condition,
      parent_category_id: z.number().nullable(),
      category_id: z.number().nullable(),
      country_id: z.number().nullable(),
      region_id: z.number().nullable(),
      phone: z
        .string()
        .transform((phone) => toLatinDigits(phone).trim())
        .pipe(body.phone.refine(looksLikePhone, { message: `${ERRORS}.phone-invalid` })),
      photos: PhotosSchema,
    })
    .superRefine(
      (values, ctx) => {
        const leaf = needsSubCategory ? values.category_id : values.parent_category_id;
        const issue = (path: AdFormField, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (!body.category_id.safeParse(leaf).success) {
          const missing = values.parent_category_id === null ? 'category' : 'sub-category';
          issue('category_id', `${ERRORS}.${missing}-required`);
        }
        if (!body.country_id.safeParse(values.country_id).success) {
          issue('country_id', `${ERRORS}.country-required`);
        } else if (!body.region_id.safeParse(values.region_id).success) {
          issue('region_id', REGION_FIRST);
        }
        // The price field itself passed or failed on its own: here only "no price at all".
        const price =
          typeof values.price === 'string' ? normalisePrice(values.price) || null : values.price;
        if (!priceOrNegotiable({ price, negotiable: values.negotiable === true })) {
          issue('price', `${ERRORS}.price-required`);
        }
      },
      // Every broken field is reported at once: these rules run whatever else failed.
      { when: () => true },
    );

/** Every rule at once, as i18n keys per field (the first broken rule of each field). */
export function validateAdForm(
  values: AdFormValues,
  needsSubCategory: boolean,
): Partial<Record<AdFormField, string>> {
  const result = adFormSchema(needsSubCategory).safeParse(values, { error: adIssueKey });
  const errors: Partial<Record<AdFormField, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as AdFormField;
    errors[field] ??= adErrorKey(issue.message);
  }
  return errors;
}

/** The form's resolver: the rules for the chosen category, messages as i18n keys. */
export const adFormResolver = (needsSubCategory: boolean) =>
  zodResolver(adFormSchema(needsSubCategory), { error: adIssueKey });
