import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChangePasswordBodySchema,
  RegisterCompanyBodySchema,
  ResetPasswordBodySchema,
  SendCodeBodySchema,
  UpdateCompanyProfileBodySchema,
} from '@souq/contract';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, PHONE_MIN_DIGITS } from '@souq/contract/limits';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { onlyDigits, toLatinDigits } from '../../../lib/digits';
import { type FieldErrors, messageKey } from './account-form-errors';

/**
 * The accounts forms' rules: the contract's request schemas over what the forms hold (digits as
 * typed, ids null until chosen, files as picked), each issue answered as one of the messages the
 * forms have always shown. The server stays the judge; these spare a round trip.
 */
const REQUIRED = 'accounts:errors.required';
const register = RegisterCompanyBodySchema.shape;
const profile = UpdateCompanyProfileBodySchema.shape;

const isBlank = (input: unknown) => typeof input === 'string' && input.trim() === '';

type Issue = { path?: PropertyKey[]; code: string; input?: unknown };
const TOO_LONG = 'accounts:errors.too-long';
const nameMessage = (issue: Issue) => (issue.code === 'too_big' ? TOO_LONG : REQUIRED);

/** The message of an issue the contract leaves unnamed, by field (the error map given to zod). */
const messageByField: Record<string, (issue: Issue) => string> = {
  name: nameMessage,
  company_name: nameMessage,
  email: (issue) =>
    isBlank(issue.input) ? 'accounts:errors.email-required' : 'validation:login.email',
  phone: (issue) => (issue.code === 'too_small' ? REQUIRED : 'accounts:errors.phone-invalid'),
  password: (issue) => {
    if (isBlank(issue.input)) return REQUIRED;
    return issue.code === 'too_big'
      ? 'accounts:errors.password-long'
      : 'accounts:errors.password-weak';
  },
  bio: () => TOO_LONG,
  commercial_register: () => TOO_LONG,
  current_password: () => REQUIRED,
};

const issueKey = (issue: Issue) => messageByField[String(issue.path?.[0] ?? '')]?.(issue);

/** A phone needs a handful of digits, typed in any script; the country's plan is the server's. */
const phoneSchema = z
  .string()
  .transform((phone) => toLatinDigits(phone).trim())
  .pipe(
    register.phone.refine((phone) => onlyDigits(phone).length >= PHONE_MIN_DIGITS, {
      message: 'accounts:errors.phone-invalid',
    }),
  );

/** JPEG, PNG, WebP or AVIF up to 10 MB (the server judges the bytes again). */
const imageSchema = z.custom<File | null>().superRefine((file, ctx) => {
  if (!file) return;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    ctx.addIssue({ code: 'custom', message: 'accounts:errors.image-type' });
  } else if (file.size > IMAGE_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: 'accounts:errors.image-size' });
  }
});

interface Place {
  country_id: number | null;
  region_id: number | null;
}

/** Country first, then one of its regions: "Please select a region first." when it is missing. */
function checkPlace(values: Place, ctx: z.RefinementCtx) {
  if (!register.country_id.safeParse(values.country_id).success) {
    ctx.addIssue({
      code: 'custom',
      path: ['country_id'],
      message: 'accounts:errors.country-required',
    });
  } else if (!register.region_id.safeParse(values.region_id).success) {
    ctx.addIssue({ code: 'custom', path: ['region_id'], message: 'validation:login.region-first' });
  }
}

const passwordPair = {
  password: register.password,
  password_confirmation: z.string(),
};

/** The confirmation repeats the password. */
function checkConfirmation(
  values: { password: string; password_confirmation: string },
  ctx: z.RefinementCtx,
) {
  const path = ['password_confirmation'];
  if (!values.password_confirmation) ctx.addIssue({ code: 'custom', path, message: REQUIRED });
  else if (values.password !== values.password_confirmation)
    ctx.addIssue({ code: 'custom', path, message: 'accounts:errors.passwords-mismatch' });
}

// Every broken field is reported at once: the form-wide rules run whatever else failed.
const always = { when: () => true };

export interface RegisterValues extends Place {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  company_name: string;
  commercial_register: string;
  logo: File | null;
}

/** `POST /register-user`, and `/register-company` for a company (its name, register and logo). */
export const registrationSchema = (type: 'user' | 'company') =>
  z
    .object({
      name: register.name,
      email: register.email,
      phone: phoneSchema,
      ...passwordPair,
      country_id: z.number().nullable(),
      region_id: z.number().nullable(),
      ...(type === 'company'
        ? {
            company_name: register.company_name,
            commercial_register: register.commercial_register.unwrap(),
            logo: imageSchema,
          }
        : {}),
    })
    .superRefine((values, ctx) => {
      checkPlace(values, ctx);
      checkConfirmation(values, ctx);
    }, always);

export interface ProfileValues extends Place {
  name: string;
  phone: string;
  bio: string;
  image: File | null;
  company_name: string;
  commercial_register: string;
  logo: File | null;
}

/** `POST /update-user-profile`, and `/update-company-profile` for a company. */
export const profileSchema = (isCompany: boolean) =>
  z
    .object({
      name: profile.name.unwrap(),
      phone: phoneSchema,
      bio: profile.bio.unwrap(),
      image: imageSchema,
      country_id: z.number().nullable(),
      region_id: z.number().nullable(),
      ...(isCompany
        ? {
            company_name: profile.company_name.unwrap(),
            commercial_register: profile.commercial_register.unwrap(),
            logo: imageSchema,
          }
        : {}),
    })
    .superRefine(checkPlace, always);

/** `POST /send_code`: the address the code goes to. */
export const sendCodeSchema = SendCodeBodySchema;

/** `POST /reset_password` without the token, which the flow holds. */
export const newPasswordSchema = z
  .object({ password: ResetPasswordBodySchema.shape.password, password_confirmation: z.string() })
  .superRefine(checkConfirmation, always);

/** `POST /change-password`: the current password, and a new one under the registration's rules. */
export const changePasswordSchema = z
  .object({
    current_password: ChangePasswordBodySchema.shape.current_password,
    password: ChangePasswordBodySchema.shape.password,
    password_confirmation: z.string(),
  })
  .superRefine(checkConfirmation, always);

/** Every rule of `schema` at once, as i18n keys per field (the first broken rule of each). */
export function validateWith(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values, { error: issueKey });
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    errors[String(issue.path[0])] ??= messageKey(issue.message);
  }
  return errors;
}

/**
 * A resolver for react-hook-form: the form's values checked by `schema`, each broken field's
 * message an i18n key (shown through `useAccountForm`).
 */
export const accountResolver = <T extends FieldValues>(schema: z.ZodType): Resolver<T> =>
  zodResolver(schema as z.ZodType<T, T>, { error: issueKey }) as unknown as Resolver<T>;

/** `POST /login`: an address and a password (its message is chosen by the route). */
export { LoginBodySchema as loginSchema } from '@souq/contract';
