import { z } from 'zod';
import { cleanedText, envelope, IdSchema, plainText, visibleText } from './common.ts';
import {
  ACCOUNT_TYPES,
  BIO_MAX_LENGTH,
  COMMERCIAL_REGISTER_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVITE_CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_DIGIT_PATTERN,
  PASSWORD_LETTER_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  RESET_CODE_PATTERN,
  RESET_TOKEN_MAX_LENGTH,
} from './limits.ts';

/** Who an account is: a person (`user`) or a business (`company`). */
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

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
export const PasswordSchema = plainText()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((p) => PASSWORD_LETTER_PATTERN.test(p) && PASSWORD_DIGIT_PATTERN.test(p), {
    message: 'validation.password-weak',
  });

/** Stored lower-cased; the same address in any case is the same account. */
export const EmailSchema = plainText()
  .trim()
  .max(EMAIL_MAX_LENGTH)
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
  name: trimmed(NAME_MAX_LENGTH),
  email: EmailSchema,
  /** Local or international form; checked against the country's dial code, stored as E.164. */
  phone: plainText().trim().min(1).max(PHONE_MAX_LENGTH),
  password: PasswordSchema,
  password_confirmation: plainText(),
  country_id: IdSchema,
  /** Must be a region of `country_id`. */
  region_id: IdSchema,
  /** Invite code of the account that referred this one. */
  ref: plainText().trim().max(INVITE_CODE_MAX_LENGTH).optional(),
});

export const RegisterUserBodySchema = RegisterFieldsSchema.refine(passwordsMatch, mismatch);
export type RegisterUserBody = z.infer<typeof RegisterUserBodySchema>;
export type RegisterUserBodyInput = z.input<typeof RegisterUserBodySchema>;

export const RegisterCompanyBodySchema = RegisterFieldsSchema.extend({
  company_name: trimmed(COMPANY_NAME_MAX_LENGTH),
  commercial_register: cleanedText({ max: COMMERCIAL_REGISTER_MAX_LENGTH }).optional(),
  /** JPEG, PNG, WebP or AVIF, at most 10 MB. */
  logo: UploadSchema.optional(),
}).refine(passwordsMatch, mismatch);
export type RegisterCompanyBody = z.infer<typeof RegisterCompanyBodySchema>;
export type RegisterCompanyBodyInput = z.input<typeof RegisterCompanyBodySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: plainText().min(1).max(PASSWORD_MAX_LENGTH),
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
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const SendCodeBodySchema = z.object({ email: EmailSchema });
export type SendCodeBody = z.infer<typeof SendCodeBodySchema>;

export const VerifyCodeBodySchema = z.object({
  email: EmailSchema,
  code: plainText().trim().regex(RESET_CODE_PATTERN, { message: 'accounts.code-invalid' }),
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBodySchema>;
export const VerifyCodeResponseSchema = envelope(
  z.object({
    /** One-time token for `reset_password`, valid 30 minutes. */
    reset_token: z.string(),
  }),
);
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponseSchema>;

export const ResetPasswordBodySchema = z
  .object({
    reset_token: plainText().trim().min(1).max(RESET_TOKEN_MAX_LENGTH),
    password: PasswordSchema,
    password_confirmation: plainText(),
  })
  .refine(passwordsMatch, mismatch);

/** A new password while signed in: the current one proves it is the owner typing. */
export const ChangePasswordBodySchema = z
  .object({
    current_password: plainText().min(1).max(PASSWORD_MAX_LENGTH),
    /** The registration's rules (`PasswordSchema`), and not too easy to guess. */
    password: PasswordSchema,
    password_confirmation: plainText(),
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export type ChangePasswordBodyInput = z.input<typeof ChangePasswordBodySchema>;

const optionalText = (max: number) =>
  cleanedText({ max })
    .transform((s) => s || null)
    .optional();

export const UpdateUserProfileBodySchema = z.object({
  name: trimmed(NAME_MAX_LENGTH).optional(),
  phone: plainText().trim().min(1).max(PHONE_MAX_LENGTH).optional(),
  /** An empty string clears it. */
  bio: optionalText(BIO_MAX_LENGTH),
  /** Avatar: JPEG, PNG, WebP or AVIF, at most 10 MB. */
  image: UploadSchema.optional(),
  country_id: IdSchema.optional(),
  region_id: IdSchema.optional(),
});
export type UpdateUserProfileBody = z.infer<typeof UpdateUserProfileBodySchema>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
export type UpdateUserProfileBodyInput = z.input<typeof UpdateUserProfileBodySchema>;

export const UpdateCompanyProfileBodySchema = UpdateUserProfileBodySchema.extend({
  company_name: trimmed(COMPANY_NAME_MAX_LENGTH).optional(),
  /** An empty string clears it. */
  commercial_register: optionalText(COMMERCIAL_REGISTER_MAX_LENGTH),
  /** JPEG, PNG, WebP or AVIF, at most 10 MB. */
  logo: UploadSchema.optional(),
});
export type UpdateCompanyProfileBody = z.infer<typeof UpdateCompanyProfileBodySchema>;
export type UpdateCompanyProfileBodyInput = z.input<typeof UpdateCompanyProfileBodySchema>;

export const ProfileResponseSchema = envelope(z.object({ user: AccountSchema }));
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;
