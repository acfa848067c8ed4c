import { z } from 'zod';
import { CountrySchema, RegionSchema } from './catalog.ts';
import { cleanedText, envelope, visibleText } from './common.ts';

/** The static pages of the footer. */
export const PAGE_SLUGS = ['terms', 'privacy', 'about'] as const;
export const PageSlugSchema = z.enum(PAGE_SLUGS);
export type PageSlug = z.infer<typeof PageSlugSchema>;

export const PolicyParamsSchema = z.object({ slug: z.string().max(40) });

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

/** The contact form, stored for the operators. */
export const ContactBodySchema = z.object({
  name: visibleText({ min: 2, max: 100 }),
  email: z.email().max(254),
  subject: visibleText({ min: 3, max: 150 }),
  message: cleanedText({ min: 10, max: 5000 }),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactResponseSchema = envelope(z.object({ id: z.number().int() }));

/** Where and what a user is looking for: kept on the device and, signed in, on the server. */
export const SelectCategoryBodySchema = z.object({
  country_id: z.coerce.number().int().positive(),
  region_id: z.coerce.number().int().positive(),
  category_id: z.coerce.number().int().positive(),
});

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
