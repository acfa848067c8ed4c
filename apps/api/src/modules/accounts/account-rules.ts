import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../http/app-error.ts';
import { checkPlace } from '../catalog/catalog.service.ts';
import * as repo from './accounts.repository.ts';

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
  const [place, owner] = await Promise.all([
    checkPlace({ db, countryId, regionId, phone }),
    email === undefined ? undefined : repo.findUserByEmail(db, email),
  ]);
  const { errors } = place;
  if (owner) errors.email = [{ key: 'accounts.email-taken' }];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { phone: place.phone ?? undefined };
};
