import { z } from 'zod';
import { CountrySchema, RegionSchema } from './catalog.ts';
import { cleanedText, envelope, plainText, visibleText } from './common.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MAX,
  CONTACT_SUBJECT_MIN,
  EMAIL_MAX_LENGTH,
  PAGE_SLUGS,
} from './limits.ts';

export const PageSlugSchema = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof PageSlugSchema>;

export const PolicyParamsSchema = z.object({ slug: plainText().max(40) });
export type PolicyParams = z.infer<typeof PolicyParamsSchema>;

/**
 * A static page in the request's language. `body` is plain text: paragraphs separated by a blank
 * line, `## ` starts a heading, `- ` a bullet; never HTML.
 */
export const PolicySchema = z.object({
  slug: PageSlugSchema,
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;
export const PolicyResponseSchema = envelope(PolicySchema);
export type PolicyResponse = z.infer<typeof PolicyResponseSchema>;

/** The contact form, stored for the operators. */
export const ContactBodySchema = z.object({
  name: visibleText({ min: CONTACT_NAME_MIN, max: CONTACT_NAME_MAX }),
  email: z.email().max(EMAIL_MAX_LENGTH),
  subject: visibleText({ min: CONTACT_SUBJECT_MIN, max: CONTACT_SUBJECT_MAX }),
  message: cleanedText({ min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX }),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactResponseSchema = envelope(z.object({ id: z.number().int() }));
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/** Where and what a user is looking for: kept on the device and, signed in, on the server. */
export const SelectCategoryBodySchema = z.object({
  country_id: z.coerce.number<string | number>().int().positive(),
  region_id: z.coerce.number<string | number>().int().positive(),
  category_id: z.coerce.number<string | number>().int().positive(),
});
export type SelectCategoryBody = z.infer<typeof SelectCategoryBodySchema>;
export type SelectCategoryBodyInput = z.input<typeof SelectCategoryBodySchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const SelectionSchema = z.object({
  country: CountrySchema.pick({ id: true, name: true, code: true, flag: true }).nullable(),
  region: RegionSchema.pick({ id: true, name: true }).nullable(),
  /** `parent_id` null for a top-level category (which then includes all its sub-categories). */
  category: Named.extend({ icon: z.string(), parent_id: z.number().int().nullable() }).nullable(),
  updated_at: z.string().nullable(),
});
export type Selection = z.infer<typeof SelectionSchema>;
export const SelectionResponseSchema = envelope(z.object({ selection: SelectionSchema }));
export type SelectionResponse = z.infer<typeof SelectionResponseSchema>;
