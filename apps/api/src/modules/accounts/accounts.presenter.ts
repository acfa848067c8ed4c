import type { Account } from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import { imageUrl } from '../../media/media.ts';
import type { UserRow } from './accounts.repository.ts';

/** Turns a stored image key into its public URL (or null). */
export type ImageUrlOf = (key: string | null) => string | null;

/** Account images on the host the client called. */
export const imageUrlsFor =
  (request: FastifyRequest): ImageUrlOf =>
  (key) =>
    imageUrl(request, key);

/** The account as the API answers it; secrets (hash, invite lineage) never leave the server. */
export const toAccount = (row: UserRow, imageUrlOf: ImageUrlOf): Account => {
  // A company without an avatar shows its logo wherever a photo is expected.
  const image = imageUrlOf(row.imageKey ?? (row.type === 'company' ? row.logoKey : null));
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
    logo: imageUrlOf(row.logoKey),
    points: row.points,
    created_at: row.createdAt.toISOString(),
  };
};

/** `{token, company, user}`: the same account twice, as the web client reads both. */
export const toAuthPayload = (user: UserRow, token: string, imageUrlOf: ImageUrlOf) => {
  const account = toAccount(user, imageUrlOf);
  return { token, company: account, user: account };
};

/** `{user}`: the caller's own account. */
export const toProfilePayload = (user: UserRow, imageUrlOf: ImageUrlOf) => ({
  user: toAccount(user, imageUrlOf),
});
