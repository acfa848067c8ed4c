import { toLatinDigits } from '../../../lib/digits';
import type { RegisterInput } from '../api/register';
import type { ProfileChanges } from '../api/update-profile';
import type { ProfileValues, RegisterValues } from './account-form-schema';

type CompanyValues = Pick<RegisterValues, 'company_name' | 'commercial_register' | 'logo'>;

const companyPart = (values: CompanyValues, isCompany: boolean) =>
  isCompany
    ? {
        company_name: values.company_name.trim(),
        commercial_register: values.commercial_register.trim(),
        logo: values.logo,
      }
    : {};

/** What a checked registration form sends: text trimmed, digits Latin, the invite code if any. */
export const registrationInput = (
  values: RegisterValues,
  isCompany: boolean,
  refCode?: string | null,
): RegisterInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: toLatinDigits(values.phone).trim(),
  password: values.password,
  password_confirmation: values.password_confirmation,
  country_id: values.country_id!,
  region_id: values.region_id!,
  ...(refCode ? { ref: refCode } : {}),
  ...companyPart(values, isCompany),
});

/**
 * What a checked profile form sends. `typedPhone` is null while the saved number is untouched:
 * then it is left out and stays (re-checked by the server only if the country changes).
 */
export const profileChanges = (
  values: ProfileValues,
  typedPhone: string | null,
  isCompany: boolean,
): ProfileChanges => ({
  name: values.name.trim(),
  bio: values.bio.trim(),
  country_id: values.country_id!,
  region_id: values.region_id!,
  ...(typedPhone !== null ? { phone: toLatinDigits(typedPhone).trim() } : {}),
  image: values.image,
  ...companyPart(values, isCompany),
});
