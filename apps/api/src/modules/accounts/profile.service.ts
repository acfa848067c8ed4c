import type { UpdateCompanyProfileBody } from '@souq/contract';
import type { Database } from '../../db/client.ts';
import { forbidden, unauthenticated } from '../../http/app-error.ts';
import type { Media } from '../../media/media.ts';
import { checkAccountFields } from './account-rules.ts';
import { type ImageUrlOf, toProfilePayload } from './accounts.presenter.ts';
import * as repo from './accounts.repository.ts';

const ownAccount = async (db: Database, userId: number) => {
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthenticated();
  return user;
};

/** The caller's own account. */
export const getProfile = async ({
  db,
  userId,
  imageUrlOf,
}: {
  db: Database;
  userId: number;
  imageUrlOf: ImageUrlOf;
}) => toProfilePayload(await ownAccount(db, userId), imageUrlOf);

/**
 * Saves the fields a person may change (and, with `asCompany`, the company's; 403 for a person).
 * Anything else a payload carries (type, points, e-mail, ids) never reaches this function. Country,
 * region and phone are checked together; new images replace the old ones, which are deleted.
 */
export const updateProfile = async ({
  db,
  media,
  userId,
  changes,
  asCompany,
  imageUrlOf,
}: {
  db: Database;
  media: Media;
  userId: number;
  changes: UpdateCompanyProfileBody;
  asCompany: boolean;
  imageUrlOf: ImageUrlOf;
}) => {
  const user = await ownAccount(db, userId);
  if (asCompany && user.type !== 'company') throw forbidden('accounts.not-a-company');
  const countryId = changes.country_id ?? user.countryId;
  const regionId = changes.region_id ?? user.regionId;
  const placeChanged = countryId !== user.countryId || regionId !== user.regionId;
  const phoneToCheck = changes.phone ?? (countryId !== user.countryId ? user.phone : undefined);
  const checked =
    placeChanged || phoneToCheck !== undefined
      ? await checkAccountFields({ db, countryId, regionId, phone: phoneToCheck })
      : {};

  const [imageKey, logoKey] = await Promise.all([
    changes.image ? media.storeImage(changes.image, 'avatars') : undefined,
    asCompany && changes.logo ? media.storeImage(changes.logo, 'logos') : undefined,
  ]);
  try {
    const updated = await repo.updateUser(db, userId, {
      name: changes.name,
      phone: checked.phone,
      bio: changes.bio,
      countryId,
      regionId,
      imageKey,
      ...(asCompany
        ? {
            companyName: changes.company_name,
            commercialRegister: changes.commercial_register,
            logoKey,
          }
        : {}),
    });
    if (imageKey) await media.discardImage(user.imageKey);
    if (logoKey) await media.discardImage(user.logoKey);
    return toProfilePayload(updated!, imageUrlOf);
  } catch (error) {
    await Promise.all([media.discardImage(imageKey), media.discardImage(logoKey)]);
    throw error;
  }
};
