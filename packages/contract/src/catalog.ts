import { z } from 'zod';
import { envelope, IdSchema } from './common.ts';

/** A country of the Middle East and North Africa. */
export const CountrySchema = z.object({
  id: z.number().int(),
  /** Name in the request's language. */
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  /** International dial code, e.g. `+966`. */
  phone_code: z.string(),
  /** Flag emoji. */
  flag: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;

/** A first-level region (governorate, emirate, province) of a country. */
export const RegionSchema = z.object({
  id: z.number().int(),
  /** Name in the request's language. */
  name: z.string(),
  country_id: z.number().int(),
});
export type Region = z.infer<typeof RegionSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  /** Name in the request's language. */
  name: z.string(),
  slug: z.string(),
  /** A lucide icon name, kebab-case. */
  icon: z.string(),
  parent_id: z.number().int().nullable(),
  children_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const RegionsParamsSchema = z.object({ countryId: IdSchema });
export type RegionsParams = z.infer<typeof RegionsParamsSchema>;

export const ListCategoriesQuerySchema = z.object({
  /** Only the children of this category; without it, the top level. */
  parent_id: IdSchema.optional(),
});
export type ListCategoriesQuery = z.infer<typeof ListCategoriesQuerySchema>;
export type ListCategoriesQueryInput = z.input<typeof ListCategoriesQuerySchema>;

export const CountriesResponseSchema = envelope(z.array(CountrySchema));
export type CountriesResponse = z.infer<typeof CountriesResponseSchema>;
export const RegionsResponseSchema = envelope(z.array(RegionSchema));
export type RegionsResponse = z.infer<typeof RegionsResponseSchema>;
export const CategoriesResponseSchema = envelope(z.array(CategorySchema));
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;
