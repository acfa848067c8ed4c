import { randomBytes } from 'node:crypto';
import type { Account, Auth } from '@souq/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { users } from '../src/modules/accounts/accounts.table.ts';
import { countries, regions } from '../src/modules/catalog/catalog.table.ts';

/** A password every factory account uses. */
export const TEST_PASSWORD = 'Amber-Falcon-Dune-42';

/** The id of a country by ISO code, and the id of its first region. */
export const placeOf = async (app: App, code = 'SA') => {
  const [country] = await app.db.select().from(countries).where(eq(countries.code, code));
  const [region] = await app.db.select().from(regions).where(eq(regions.countryId, country!.id));
  return { countryId: country!.id, regionId: region!.id, phoneCode: country!.phoneCode };
};

/** An e-mail address no other test uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${randomBytes(5).toString('hex')}@example.com`;

/** A valid registration body for a Saudi person; override any field. */
export const registrationFields = async (app: App, overrides: Record<string, unknown> = {}) => {
  const { countryId, regionId } = await placeOf(app, 'SA');
  return {
    name: 'Khalid Test',
    email: uniqueEmail(),
    phone: '0501234567',
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    country_id: countryId,
    region_id: regionId,
    ...overrides,
  };
};

export interface TestAccount {
  token: string;
  account: Account;
  email: string;
  password: string;
}

/** Registers an account through the API (person, or company with `type: 'company'`). */
export const createUser = async (
  app: App,
  { type = 'user', ...overrides }: { type?: 'user' | 'company' } & Record<string, unknown> = {},
): Promise<TestAccount> => {
  const fields = await registrationFields(app, {
    ...(type === 'company' ? { company_name: 'Test Trading Co.' } : {}),
    ...overrides,
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/register-${type}`,
    payload: fields,
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const { data } = res.json() as { data: Auth };
  return { token: data.token, account: data.user, email: fields.email, password: fields.password };
};

/** The stored row of an account, for checks the API does not show. */
export const userRow = async (app: App, id: number) => {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return row!;
};
