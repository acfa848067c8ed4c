import type { Account } from '@souq/contract';
import type { MediaUrls } from '../../media/urls.ts';
import type { UserRow } from './accounts.repository.ts';

/** The account as the API answers it; secrets (hash, invite lineage) never leave the server. */
export const toAccount = (row: UserRow, media: MediaUrls): Account => {
  // A company without an avatar shows its logo wherever a photo is expected.
  const image = media.thumb(row.imageKey ?? (row.type === 'company' ? row.logoKey : null));
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    image,
    photo: image,
    country_id: row.countryId,
    region_id: row.regionId,
    bio: row.bio,
    company_name: row.companyName,
    commercial_register: row.commercialRegister,
    logo: media.thumb(row.logoKey),
    points: row.points,
    created_at: row.createdAt.toISOString(),
  };
};

/** `{token, company, user}`: the same account twice, as the web client reads both. */
export const toAuthPayload = (user: UserRow, token: string, media: MediaUrls) => {
  const account = toAccount(user, media);
  return { token, company: account, user: account };
};

/** `{user}`: the caller's own account. */
export const toProfilePayload = (user: UserRow, media: MediaUrls) => ({
  user: toAccount(user, media),
});
