import type { UpdateCompanyProfileBody } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { forbidden, unauthenticated } from '../../http/app-error.ts';
import type { Actor } from '../../http/request-view.ts';
import { checkAccountFields } from './account-rules.ts';
import { toProfilePayload } from './accounts.presenter.ts';
import * as repo from './accounts.repository.ts';

const ownAccount = async (db: Database, userId: number) => {
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthenticated();
  return user;
};

/** The caller's own account, bound once to the app's database and media. */
export const createProfileService = (deps: Pick<FastifyInstance, 'db' | 'media'>) => ({
  get: async ({ userId, media }: Actor) =>
    toProfilePayload(await ownAccount(deps.db, userId), media),
  /** A person's fields; `asCompany` also the company's (403 for a person). */
  update: (actor: Actor, changes: UpdateCompanyProfileBody, { asCompany = false } = {}) =>
    updateProfile(deps, actor, changes, asCompany),
});

/**
 * Saves the fields a person may change (and, with `asCompany`, the company's; 403 for a person).
 * Anything else a payload carries (type, points, e-mail, ids) never reaches this function. Country,
 * region and phone are checked together; new images replace the old ones, which are deleted.
 */
const updateProfile = async (
  { db, media }: Pick<FastifyInstance, 'db' | 'media'>,
  { userId, media: urls }: Actor,
  changes: UpdateCompanyProfileBody,
  asCompany: boolean,
) => {
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
    return toProfilePayload(updated!, urls);
  } catch (error) {
    await Promise.all([media.discardImage(imageKey), media.discardImage(logoKey)]);
    throw error;
  }
};
