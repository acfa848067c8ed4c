import { z } from 'zod';
import { cleanedText, envelope, IdSchema, visibleText } from './common.ts';

/** Who an account is: a person (`user`) or a business (`company`). */
export const AccountTypeSchema = z.enum(['user', 'company']);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** Bounds shared by the forms and the API. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_CODE_LENGTH = 6;

/** The signed-in account, as the API answers it. */
export const AccountSchema = z.object({
  id: z.number().int(),
  type: AccountTypeSchema,
  name: z.string(),
  email: z.string(),
  /** E.164, e.g. `+966501234567`. */
  phone: z.string(),
  /** URL of the 400 px avatar (for a company without one, its logo), or null. */
  image: z.string().nullable(),
  /** The same as `image`: the web client reads both. */
  photo: z.string().nullable(),
  country_id: z.number().int(),
  region_id: z.number().int(),
  bio: z.string().nullable(),
  /** Company accounts only; null for persons. */
  company_name: z.string().nullable(),
  commercial_register: z.string().nullable(),
  /** URL of the company's 400 px logo, or null. */
  logo: z.string().nullable(),
  /** Referral points. */
  points: z.number().int(),
  created_at: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/** A person's or a company's name: visible text (see `visibleText`). */
const trimmed = (max: number) => visibleText({ max });

/** At least 8 characters with a letter and a digit. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((p) => /\p{L}/u.test(p) && /\p{Nd}/u.test(p), { message: 'validation.password-weak' });

/** Stored lower-cased; the same address in any case is the same account. */
export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());

/**
 * An uploaded file: the bytes multipart form data delivers (a Node Buffer is a Uint8Array). The API
 * judges the type by content, not by name. Checked without `Buffer`, which browsers lack.
 */
export const UploadSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  message: 'validation.invalid-type',
});

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const mismatch = { message: 'validation.passwords-mismatch', path: ['password_confirmation'] };

const RegisterFieldsSchema = z.object({
  name: trimmed(100),
  email: EmailSchema,
  /** Local or international form; checked against the country's dial code, stored as E.164. */
  phone: z.string().trim().min(1).max(32),
  password: PasswordSchema,
  password_confirmation: z.string(),
  country_id: IdSchema,
  /** Must be a region of `country_id`. */
  region_id: IdSchema,
  /** Invite code of the account that referred this one. */
  ref: z.string().trim().max(64).optional(),
});

export const RegisterUserBodySchema = RegisterFieldsSchema.refine(passwordsMatch, mismatch);
export type RegisterUserBody = z.infer<typeof RegisterUserBodySchema>;

export const RegisterCompanyBodySchema = RegisterFieldsSchema.extend({
  company_name: trimmed(150),
  commercial_register: cleanedText({ max: 50 }).optional(),
  /** JPEG, PNG, WebP or AVIF, at most 10 MB. */
  logo: UploadSchema.optional(),
}).refine(passwordsMatch, mismatch);
export type RegisterCompanyBody = z.infer<typeof RegisterCompanyBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** `company` and `user` are the same account; `company.type` tells the web app the role. */
export const AuthSchema = z.object({
  /** Bearer token for `Authorization`; valid until logout, a password reset or 30 idle days. */
  token: z.string(),
  company: AccountSchema,
  user: AccountSchema,
});
export type Auth = z.infer<typeof AuthSchema>;
export const AuthResponseSchema = envelope(AuthSchema);

export const SendCodeBodySchema = z.object({ email: EmailSchema });

export const VerifyCodeBodySchema = z.object({
  email: EmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'accounts.code-invalid' }),
});
export const VerifyCodeResponseSchema = envelope(
  z.object({
    /** One-time token for `reset_password`, valid 30 minutes. */
    reset_token: z.string(),
  }),
);

export const ResetPasswordBodySchema = z
  .object({
    reset_token: z.string().trim().min(1).max(200),
    password: PasswordSchema,
    password_confirmation: z.string(),
  })
  .refine(passwordsMatch, mismatch);

const optionalText = (max: number) =>
  cleanedText({ max })
    .transform((s) => s || null)
    .optional();

export const UpdateUserProfileBodySchema = z.object({
  name: trimmed(100).optional(),
  phone: z.string().trim().min(1).max(32).optional(),
  /** An empty string clears it. */
  bio: optionalText(1000),
  /** Avatar: JPEG, PNG, WebP or AVIF, at most 10 MB. */
  image: UploadSchema.optional(),
  country_id: IdSchema.optional(),
  region_id: IdSchema.optional(),
});
export type UpdateUserProfileBody = z.infer<typeof UpdateUserProfileBodySchema>;

export const UpdateCompanyProfileBodySchema = UpdateUserProfileBodySchema.extend({
  company_name: trimmed(150).optional(),
  /** An empty string clears it. */
  commercial_register: optionalText(50),
  /** JPEG, PNG, WebP or AVIF, at most 10 MB. */
  logo: UploadSchema.optional(),
});
export type UpdateCompanyProfileBody = z.infer<typeof UpdateCompanyProfileBodySchema>;

export const ProfileResponseSchema = envelope(z.object({ user: AccountSchema }));
