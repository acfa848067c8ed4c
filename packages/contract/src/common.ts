import { z } from 'zod';

/** Languages the product speaks; `en` is the fallback. */
export const LOCALES = ['en', 'ar'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

/** Page size bounds of every paged list (API.md "Conventions"). */
export const PER_PAGE_DEFAULT = 10;
export const PER_PAGE_MAX = 50;

/** A positive integer id, in a path or a query string. */
export const IdSchema = z.coerce.number().int().positive();

export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * `page` from 1 and `per_page` clamped to 1..50 (never refused: a client asking for 500 gets 50).
 */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .catch(1)
    .pipe(z.number().transform((n) => Math.max(1, n)))
    .default(1),
  per_page: z.coerce
    .number()
    .int()
    .catch(PER_PAGE_DEFAULT)
    .pipe(z.number().transform((n) => Math.min(PER_PAGE_MAX, Math.max(1, n))))
    .default(PER_PAGE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** `{data, message?}`: every successful answer. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

/** `{data: [...], meta}`: every paged list. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PageMetaSchema });

/** `{message}` alone: answers of actions such as logout or delete. */
export const MessageSchema = z.object({ message: z.string() });

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
  type: z.enum(['user', 'company']),
});
export type UserRef = z.infer<typeof UserRefSchema>;
