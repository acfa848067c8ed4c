import { describe, expect, test } from 'vitest';
import { onlyDigits, toLatinDigits } from '../../../lib/digits';
import {
  newPasswordSchema,
  type ProfileValues,
  profileSchema,
  type RegisterValues,
  registrationSchema,
  sendCodeSchema,
  validateWith,
} from './account-form-schema';
import { validateCode } from './reset-code';

const person: RegisterValues = {
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '0501234567',
  password: 'sunrise42',
  password_confirmation: 'sunrise42',
  country_id: 1,
  region_id: 3,
  company_name: '',
  commercial_register: '',
  logo: null,
};

const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'pic', { type });

// One field's message (or null) under the form that holds it.
const validateEmail = (email: string) => validateWith(sendCodeSchema, { email }).email ?? null;
const validatePassword = (password: string) =>
  validateWith(newPasswordSchema, { password, password_confirmation: password }).password ?? null;
const validateConfirmation = (password: string, password_confirmation: string) =>
  validateWith(newPasswordSchema, { password, password_confirmation }).password_confirmation ??
  null;
const validateRegistration = (values: RegisterValues, type: 'user' | 'company') =>
  validateWith(registrationSchema(type), values);
const validateProfile = (values: ProfileValues, isCompany: boolean) =>
  validateWith(profileSchema(isCompany), values);
const validatePhone = (phone: string) =>
  validateRegistration({ ...person, phone }, 'user').phone ?? null;
const validatePlace = (country_id: number | null, region_id: number | null) => {
  const { country_id: country, region_id: region } = validateRegistration(
    { ...person, country_id, region_id },
    'user',
  );
  return { ...(country ? { country_id: country } : {}), ...(region ? { region_id: region } : {}) };
};
const validateImage = (logo: File | null) =>
  validateRegistration({ ...person, company_name: 'Nakheel', logo }, 'company').logo ?? null;

describe('digits', () => {
  test('Arabic-Indic and Eastern Arabic-Indic digits become ASCII, the rest stays', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('+٩٦٦ 50')).toBe('+966 50');
    expect(onlyDigits('code: ١٢-٣٤ 56')).toBe('123456');
  });
});

describe('client rules mirror the API', () => {
  test('an e-mail is required and must look like one (the seed message)', () => {
    expect(validateEmail('  ')).toBe('accounts:errors.email-required');
    expect(validateEmail('layla@')).toBe('validation:login.email');
    expect(validateEmail(' layla@example.com ')).toBeNull();
  });

  test('a password needs 8 characters with a letter and a digit, Arabic letters count', () => {
    expect(validatePassword('')).toBe('accounts:errors.required');
    expect(validatePassword('abc1234')).toBe('accounts:errors.password-weak');
    expect(validatePassword('abcdefgh')).toBe('accounts:errors.password-weak');
    expect(validatePassword('12345678')).toBe('accounts:errors.password-weak');
    expect(validatePassword('sunrise42')).toBeNull();
    expect(validatePassword('كلمةسر٢٠٢٤')).toBeNull();
    expect(validatePassword(`a1${'x'.repeat(127)}`)).toBe('accounts:errors.password-long');
  });

  test('the confirmation must repeat the password', () => {
    expect(validateConfirmation('sunrise42', '')).toBe('accounts:errors.required');
    expect(validateConfirmation('sunrise42', 'sunrise43')).toBe(
      'accounts:errors.passwords-mismatch',
    );
    expect(validateConfirmation('sunrise42', 'sunrise42')).toBeNull();
  });

  test('a phone needs digits, typed in any digit script', () => {
    expect(validatePhone('')).toBe('accounts:errors.required');
    expect(validatePhone('call me')).toBe('accounts:errors.phone-invalid');
    expect(validatePhone('123')).toBe('accounts:errors.phone-invalid');
    expect(validatePhone('٠٥٠١٢٣٤٥٦٧')).toBeNull();
    expect(validatePhone('+966 50 123 4567')).toBeNull();
  });

  test('country first, then a region: "Please select a region first." when it is missing', () => {
    expect(validatePlace(null, null)).toEqual({ country_id: 'accounts:errors.country-required' });
    expect(validatePlace(1, null)).toEqual({ region_id: 'validation:login.region-first' });
    expect(validatePlace(1, 3)).toEqual({});
  });

  test('images: JPEG, PNG, WebP or AVIF up to 10 MB; SVG refused', () => {
    expect(validateImage(null)).toBeNull();
    expect(validateImage(file('image/png'))).toBeNull();
    expect(validateImage(file('image/svg+xml'))).toBe('accounts:errors.image-type');
    expect(validateImage(file('image/jpeg', 10 * 1024 * 1024 + 1))).toBe(
      'accounts:errors.image-size',
    );
  });

  test('a reset code is six digits, Arabic-Indic accepted', () => {
    expect(validateCode('12345')).toBe('accounts:errors.code');
    expect(validateCode('12345a')).toBe('accounts:errors.code');
    expect(validateCode('123456')).toBeNull();
    expect(validateCode('١٢٣٤٥٦')).toBeNull();
  });
});

describe('whole forms', () => {
  test('a complete person registration passes', () => {
    expect(validateRegistration(person, 'user')).toEqual({});
  });

  test('every failing field of an empty form is reported at once', () => {
    const empty = {
      ...person,
      name: ' ',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      country_id: null,
      region_id: null,
    };
    expect(Object.keys(validateRegistration(empty, 'user')).sort()).toEqual(
      ['country_id', 'email', 'name', 'password', 'password_confirmation', 'phone'].sort(),
    );
  });

  test('a company also needs its name; the commercial register and logo are optional', () => {
    expect(validateRegistration(person, 'company')).toEqual({
      company_name: 'accounts:errors.required',
    });
    expect(validateRegistration({ ...person, company_name: 'Nakheel Trading' }, 'company')).toEqual(
      {},
    );
    expect(
      validateRegistration(
        { ...person, company_name: 'Nakheel', logo: file('text/plain') },
        'company',
      ),
    ).toEqual({ logo: 'accounts:errors.image-type' });
  });

  test('a person never gets company errors; the profile checks bio length and the region', () => {
    const profile = {
      name: 'Layla',
      phone: '501234567',
      bio: 'x'.repeat(1001),
      country_id: 2,
      region_id: null,
      image: null,
      company_name: '',
      commercial_register: '',
      logo: null,
    };
    expect(validateProfile(profile, false)).toEqual({
      bio: 'accounts:errors.too-long',
      region_id: 'validation:login.region-first',
    });
    expect(validateProfile(profile, true)).toMatchObject({
      company_name: 'accounts:errors.required',
    });
  });
});

describe('text the API refuses', () => {
  const profile: ProfileValues = {
    name: 'Layla',
    phone: '501234567',
    bio: '',
    country_id: 1,
    region_id: 3,
    image: null,
    company_name: '',
    commercial_register: '',
    logo: null,
  };

  test('a profile name or bio with a control character gets the localised message', () => {
    expect(validateProfile({ ...profile, name: 'Lay\u0000la', bio: 'a\u0007b' }, false)).toEqual({
      name: 'validation:control-character',
      bio: 'validation:control-character',
    });
  });

  test('a profile name of a Hangul filler or a braille blank is an empty name', () => {
    expect(validateProfile({ ...profile, name: '\uFFA0' }, false)).toEqual({
      name: 'accounts:errors.required',
    });
    expect(validateProfile({ ...profile, name: '\u2800\u3164-' }, false)).toEqual({
      name: 'accounts:errors.required',
    });
  });
});
