import {
  BIO_MAX_LENGTH,
  COMMERCIAL_REGISTER_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  NAME_MAX_LENGTH,
  PASSWORD_DIGIT_PATTERN,
  PASSWORD_LETTER_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
} from '@souq/contract/limits';
import { onlyDigits, toLatinDigits } from '../../../lib/digits';
import type { MessageKey } from '../../../lib/i18n-keys';

export { RESET_CODE_LENGTH, validateCode } from './reset-code';

/**
 * Client-side mirrors of the API's rules (packages/contract/src/accounts.ts), as plain functions
 * over the contract's zod-free limits. Each answers an i18n key (`ns:key`) or null when the value is fine.
 * The server stays the judge; these only spare a round trip and say what is wrong at once.
 */
export type { MessageKey };
export type FieldErrors = Partial<Record<string, MessageKey>>;
export { BIO_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const REQUIRED = 'accounts:errors.required';

export const validateRequiredText = (value: string, max: number): MessageKey | null => {
  const text = value.trim();
  if (!text) return REQUIRED;
  if (text.length > max) return 'accounts:errors.too-long';
  return null;
};

export function validateEmail(value: string): MessageKey | null {
  const email = value.trim();
  if (!email) return 'accounts:errors.email-required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email))
    return 'validation:login.email';
  return null;
}

/** A phone needs a handful of digits; whether it fits the country's plan is the server's call. */
export function validatePhone(value: string): MessageKey | null {
  const phone = toLatinDigits(value).trim();
  if (!phone) return REQUIRED;
  if (
    phone.length > PHONE_MAX_LENGTH ||
    !PHONE_PATTERN.test(phone) ||
    onlyDigits(phone).length < PHONE_MIN_DIGITS
  ) {
    return 'accounts:errors.phone-invalid';
  }
  return null;
}

/** Each rule of a password, for the live checklist under the field. */
export const passwordRules = (password: string) => ({
  length: password.length >= PASSWORD_MIN_LENGTH,
  letter: PASSWORD_LETTER_PATTERN.test(password),
  digit: PASSWORD_DIGIT_PATTERN.test(password),
});

export function validatePassword(password: string): MessageKey | null {
  if (!password) return REQUIRED;
  if (password.length > PASSWORD_MAX_LENGTH) return 'accounts:errors.password-long';
  const rules = passwordRules(password);
  if (!rules.length || !rules.letter || !rules.digit) return 'accounts:errors.password-weak';
  return null;
}

export function validateConfirmation(password: string, confirmation: string): MessageKey | null {
  if (!confirmation) return REQUIRED;
  return password === confirmation ? null : 'accounts:errors.passwords-mismatch';
}

/** Country first, then one of its regions: "Please select a region first." when it is missing. */
export function validatePlace(countryId: number | null, regionId: number | null): FieldErrors {
  if (countryId === null) return { country_id: 'accounts:errors.country-required' };
  if (regionId === null) return { region_id: 'validation:login.region-first' };
  return {};
}

/** JPEG, PNG, WebP or AVIF up to 10 MB (the server judges the bytes again). */
export function validateImage(file: File | null | undefined): MessageKey | null {
  if (!file) return null;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'accounts:errors.image-type';
  if (file.size > IMAGE_MAX_BYTES) return 'accounts:errors.image-size';
  return null;
}

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  country_id: number | null;
  region_id: number | null;
  company_name: string;
  commercial_register: string;
  logo: File | null;
}

const withoutNulls = (errors: Record<string, MessageKey | null | undefined>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;

/** Every rule of `POST /register-user` (and `/register-company` for companies) at once. */
export function validateRegistration(
  values: RegisterValues,
  type: 'user' | 'company',
): FieldErrors {
  const company: Record<string, MessageKey | null> =
    type === 'company'
      ? {
          company_name: validateRequiredText(values.company_name, COMPANY_NAME_MAX_LENGTH),
          commercial_register:
            values.commercial_register.trim().length > COMMERCIAL_REGISTER_MAX_LENGTH
              ? 'accounts:errors.too-long'
              : null,
          logo: validateImage(values.logo),
        }
      : {};
  return withoutNulls({
    ...company,
    name: validateRequiredText(values.name, NAME_MAX_LENGTH),
    email: validateEmail(values.email),
    ...validatePlace(values.country_id, values.region_id),
    phone: validatePhone(values.phone),
    password: validatePassword(values.password),
    password_confirmation: validateConfirmation(values.password, values.password_confirmation),
  });
}

export interface ProfileValues {
  name: string;
  phone: string;
  bio: string;
  country_id: number | null;
  region_id: number | null;
  image: File | null;
  company_name: string;
  commercial_register: string;
  logo: File | null;
}

/** The rules of `POST /update-user-profile` (and `/update-company-profile`). */
export function validateProfile(values: ProfileValues, isCompany: boolean): FieldErrors {
  return withoutNulls({
    name: validateRequiredText(values.name, NAME_MAX_LENGTH),
    phone: validatePhone(values.phone),
    bio: values.bio.trim().length > BIO_MAX_LENGTH ? 'accounts:errors.too-long' : null,
    ...validatePlace(values.country_id, values.region_id),
    image: validateImage(values.image),
    ...(isCompany
      ? {
          company_name: validateRequiredText(values.company_name, COMPANY_NAME_MAX_LENGTH),
          commercial_register:
            values.commercial_register.trim().length > COMMERCIAL_REGISTER_MAX_LENGTH
              ? 'accounts:errors.too-long'
              : null,
          logo: validateImage(values.logo),
        }
      : {}),
  });
}
