import { z } from 'zod';
import { ACCOUNT_TYPES, LOCALES, PER_PAGE_DEFAULT, PER_PAGE_MAX } from './limits.ts';

export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

/** A positive integer id, in a path or a query string. */
export const IdSchema = z.coerce.number<string | number>().int().positive();

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** White space, bidi controls (ALM, LRM, RLM, embeddings, overrides, isolates) and zero widths. */
const INVISIBLE = '\\s\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF';
/**
 * Characters that draw nothing although Unicode files some of them as letters: the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0), the braille blank (U+2800), the Khmer inherent vowels, the
 * soft hyphen, the combining grapheme joiner, the Mongolian vowel separator and free variation
 * selectors, the invisible operators (U+2061..U+2064), the deprecated format controls
 * (U+206A..U+206F) and the musical-symbol spacers.
 */
const BLANK_LETTERS =
  '\\u00AD\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u2061-\\u2064\\u206A-\\u206F\\u2800\\u3164\\uFFA0\\u{1D159}\\u{1D173}-\\u{1D17A}';
/** Variation selectors and tag characters: invisible, but part of an emoji when they follow one. */
const SELECTORS = '\\uFE00-\\uFE0F\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}';
const INVISIBLE_EDGES = new RegExp(
  `^[${INVISIBLE}${BLANK_LETTERS}]+|[${INVISIBLE}${BLANK_LETTERS}]+$`,
  'gu',
);
/** A letter or a digit a reader can see: not one of the blanks above. */
const VISIBLE = new RegExp(`(?![${INVISIBLE}${BLANK_LETTERS}${SELECTORS}])[\\p{L}\\p{N}]`, 'u');

/**
 * C0 and C1 control characters and DEL, except tab, line feed and carriage return (a browser sends
 * a text area's lines as CR LF). PostgreSQL refuses NUL in text, and the others have no business in
 * what a person writes.
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** Issue code of text holding a control character; the API localises it, the web maps it. */
export const CONTROL_CHARACTER = 'validation.control-character';

/** Whether the text holds a control character other than tab and line breaks. */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/**
 * Any string a client sends (a field, a query parameter): without control characters other than
 * tab and line breaks (issue `validation.control-character`), checked before any other rule. Every
 * request schema's text goes through it (or through `visibleText` / `cleanedText`, built on it).
 */
export const plainText = () =>
  z.string().refine((text) => !hasControlCharacter(text), {
    message: CONTROL_CHARACTER,
    abort: true,
  });

/**
 * NFC (one stored form for "é" typed either way), without invisible characters at either end: a
 * right-to-left override at the end of a title would flip the text shown after it.
 */
export const cleanText = (text: string): string =>
  text.normalize('NFC').replace(INVISIBLE_EDGES, '');

/** Issue code of text without any letter or digit; the API localises it, the web maps it. */
export const NO_VISIBLE_TEXT = 'validation.no-visible-text';

/**
 * Whether the text has something a reader can see and tell apart: a letter or a digit, not a
 * Hangul filler, a braille blank or another letter that draws nothing.
 */
export const hasVisibleText = (text: string): boolean => VISIBLE.test(text);

/**
 * A name or a title: without control characters (`plainText`), cleaned (`cleanText`),
 * `min`..`max` characters, and holding a visible letter or digit (issue
 * `validation.no-visible-text`), so that "\u200B\u200B", "\u3164" or "---" is not a name.
 */
export const visibleText = ({ min = 1, max }: { min?: number; max: number }) =>
  plainText()
    .overwrite(cleanText)
    .min(min)
    .max(max)
    // Empty text already fails `min`: one message is enough.
    .refine((text) => text === '' || hasVisibleText(text), { message: NO_VISIBLE_TEXT });

/** Free text (a description, a message, a bio): checked and cleaned like `visibleText`, inner lines kept. */
export const cleanedText = ({ min = 0, max }: { min?: number; max: number }) =>
  plainText().overwrite(cleanText).min(min).max(max);

/**
 * `page` from 1 and `per_page` clamped to 1..`max`, `byDefault` when absent (never refused: a
 * client asking for 500 gets `max`).
 */
export const pageQueryWith = ({ max, byDefault }: { max: number; byDefault: number }) =>
  z.object({
    page: z.coerce
      .number<string | number>()
      .int()
      .catch(1)
      .pipe(z.number().transform((n) => Math.max(1, n)))
      .default(1),
    per_page: z.coerce
      .number<string | number>()
      .int()
      .catch(byDefault)
      .pipe(z.number().transform((n) => Math.min(max, Math.max(1, n))))
      .default(byDefault),
  });

/** `page` from 1 and `per_page` clamped to 1..50. */
export const PageQuerySchema = pageQueryWith({ max: PER_PAGE_MAX, byDefault: PER_PAGE_DEFAULT });
export type PageQuery = z.infer<typeof PageQuerySchema>;
export type PageQueryInput = z.input<typeof PageQuerySchema>;

/** A page of listings (ads, auctions, jobs), public or the caller's own; each list adds its filters. */
export const ListingPageQuerySchema = PageQuerySchema.extend({
  /** Accepted for the web client's habit; lists are always paged. */
  paginate: plainText().optional(),
});
export type ListingPageQuery = z.infer<typeof ListingPageQuerySchema>;

/**
 * A listing list's query (ads, auctions, jobs): a page, free text of at most `searchMax`
 * characters (`?contains[name]=…`: Arabic spelling variants, diacritics, digit forms and case are
 * ignored, words match as prefixes), and the place and category (a parent category includes its
 * sub-categories). Each list extends it with its own filters.
 */
export const listingQueryWith = (searchMax: number) =>
  ListingPageQuerySchema.extend({
    'contains[name]': plainText().trim().max(searchMax).optional(),
    country_id: IdSchema.optional(),
    region_id: IdSchema.optional(),
    category_id: IdSchema.optional(),
  });

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/**
 * `meta` of the listing lists (ads, jobs, auctions). They never skip more than 1,000 rows:
 * `last_page` stops at the last page that starts within the first 1,000, and `total` counts at
 * most 1,000 — `total_capped` true means "1,000+" (narrow the filters to see the rest).
 */
export const CappedPageMetaSchema = PageMetaSchema.extend({ total_capped: z.boolean() });
export type CappedPageMeta = z.infer<typeof CappedPageMetaSchema>;

/** A reference by id with its name in the reader's language (a category, country, region). */
export const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** Where a listing (an ad, an auction, a job) is listed, each named in the reader's language. */
export const ListingPlaceSchema = z.object({
  /** The leaf category. */
  category: NamedRefSchema,
  country: NamedRefSchema,
  region: NamedRefSchema,
});
export type ListingPlace = z.infer<typeof ListingPlaceSchema>;

/** Where a listing is to be listed, as its form sends it (checked by the API's placement rules). */
export const ListingPlaceBodySchema = z.object({
  /** Must be a leaf of the category tree (a category without sub-categories). */
  category_id: IdSchema,
  country_id: IdSchema,
  /** Must be a region of `country_id`. */
  region_id: IdSchema,
});
export type ListingPlaceBody = z.infer<typeof ListingPlaceBodySchema>;

/** `{data, message?}`: every successful answer. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

/** `{data: [...], meta}`: every paged list. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PageMetaSchema });

/** `{data: [...], meta}` of a listing list, whose total is capped (`CappedPageMetaSchema`). */
export const cappedPaginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: CappedPageMetaSchema });

/** `{message}` alone: answers of actions such as logout or delete. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** Every error: a localised message, a stable code (`area.reason`) and, on 422, messages per field. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The user object as it appears inside any payload. */
export const UserRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  type: z.enum(ACCOUNT_TYPES),
});
export type UserRef = z.infer<typeof UserRefSchema>;
