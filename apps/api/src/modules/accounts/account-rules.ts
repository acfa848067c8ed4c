import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../http/app-error.ts';
import { checkPlace } from '../catalog/catalog.service.ts';
import * as repo from './accounts.repository.ts';

/**
 * The phone in E.164 when it is a valid number of the country with dial code `dialCode`
 * (`+966`), typed in local (`050…`) or international form; null otherwise.
 */
export const normalisePhone = (input: string, countryCode: string, dialCode: string) => {
  const phone = parsePhoneNumberFromString(input, countryCode as never);
  if (!phone?.isValid() || `+${phone.countryCallingCode}` !== dialCode) return null;
  return phone.number;
};

/**
 * Checks where an account lives and how to reach it: the country exists, the region is one of its
 * regions, the phone (when given) is valid for its dial code, the e-mail (when given) is free.
 * Every failing field is reported at once (422); answers the phone in E.164.
 */
export const checkAccountFields = async ({
  db,
  countryId,
  regionId,
  phone,
  email,
}: {
  db: Database;
  countryId: number;
  regionId: number;
  phone?: string;
  email?: string;
}): Promise<{ phone?: string }> => {
  const [{ country, errors }, owner] = await Promise.all([
    checkPlace({ db, countryId, regionId }),
    email === undefined ? undefined : repo.findUserByEmail(db, email),
  ]);
  if (owner) errors.email = [{ key: 'accounts.email-taken' }];
  let normalised: string | undefined;
  if (country && phone !== undefined) {
    normalised = normalisePhone(phone, country.code, country.phoneCode) ?? undefined;
    if (!normalised) errors.phone = [{ key: 'accounts.invalid-phone' }];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { phone: normalised };
};
