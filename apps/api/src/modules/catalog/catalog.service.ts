import type { Category, Country, Locale, Region } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Database } from '../../db/client.ts';
import { type FieldErrors, invalidFields, notFound } from '../../http/app-error.ts';
import { localName } from '../../i18n/index.ts';
import { memoize } from '../../lib/memo.ts';
import * as repo from './catalog.repository.ts';
import { getReferenceIndex } from './reference-index.ts';

// Reference data changes only when a release seeds it; a minute in memory spares the database.
const REFERENCE_TTL_MS = 60_000;
const countriesOf = memoize(REFERENCE_TTL_MS, (db: Database) => repo.listCountries(db));
const countryById = memoize(REFERENCE_TTL_MS, (db: Database, id) =>
  repo.findCountry(db, Number(id)),
);
const regionsOf = memoize(REFERENCE_TTL_MS, (db: Database, countryId) =>
  repo.listRegionsOfCountry(db, Number(countryId)),
);
const categoryById = memoize(REFERENCE_TTL_MS, (db: Database, id) =>
  repo.findCategory(db, Number(id)),
);
const categoriesUnder = memoize(REFERENCE_TTL_MS, (db: Database, parentId) =>
  repo.listCategoriesUnder(db, parentId === 'top' ? null : Number(parentId)),
);

/** The reference lists (countries, regions, categories), bound once to the app's database. */
export const createCatalogService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  countries: (locale: Locale) => getCountries(db, locale),
  regions: (locale: Locale, countryId: number) => getRegions(db, locale, countryId),
  categories: (locale: Locale, parentId?: number) => getCategories(db, locale, parentId),
});

/** Every country, named in `locale`, in the product's order (GCC first). */
const getCountries = async (db: Database, locale: Locale) => {
  const rows = await countriesOf(db, 'all');
  return rows.map(
    (row): Country => ({
      id: row.id,
      name: localName(row, locale),
      code: row.code,
      phone_code: row.phoneCode,
      flag: row.flag,
    }),
  );
};

/** The first-level regions of a country; 404 when the country does not exist. */
const getRegions = async (db: Database, locale: Locale, countryId: number) => {
  const [country, rows] = await Promise.all([
    countryById(db, String(countryId)),
    regionsOf(db, String(countryId)),
  ]);
  if (!country) throw notFound('catalog.country-not-found');
  return rows.map(
    (row): Region => ({ id: row.id, name: localName(row, locale), country_id: row.countryId }),
  );
};

/** The top-level categories, or the children of `parentId` (404 when it does not exist). */
const getCategories = async (db: Database, locale: Locale, parentId?: number) => {
  const [parent, rows] = await Promise.all([
    parentId === undefined ? null : categoryById(db, String(parentId)),
    categoriesUnder(db, parentId === undefined ? 'top' : String(parentId)),
  ]);
  if (parentId !== undefined && !parent) throw notFound('catalog.category-not-found');
  return rows.map(
    (row): Category => ({
      id: row.id,
      name: localName(row, locale),
      slug: row.slug,
      icon: row.icon,
      parent_id: row.parentId,
      children_count: row.childrenCount,
    }),
  );
};

/**
 * The phone in E.164 when it is a valid number of the country (ISO code, dial code `+966`), typed
 * in local (`050…`) or international form; null otherwise.
 */
export const normalisePhone = (input: string, countryCode: string, dialCode: string) => {
  const phone = parsePhoneNumberFromString(input, countryCode as never);
  if (!phone?.isValid() || `+${phone.countryCallingCode}` !== dialCode) return null;
  return phone.number;
};

/**
 * Where something is placed: the country exists and the region is one of its regions; with
 * `phone`, also that it is a valid number of that country. Answers the country, the phone in
 * E.164, and the field errors to report (422) — empty when all is well. Reads the in-memory
 * reference index, not the database.
 */
export const checkPlace = async ({
  db,
  countryId,
  regionId,
  phone,
}: {
  db: Database;
  countryId: number;
  regionId: number;
  phone?: string;
}) => {
  const reference = await getReferenceIndex(db);
  const country = reference.countries.get(countryId);
  const errors: FieldErrors = {};
  let normalised: string | null = null;
  if (!country) {
    errors.country_id = [{ key: 'catalog.country-unknown' }];
  } else {
    if (reference.regions.get(regionId)?.countryId !== country.id) {
      errors.region_id = [{ key: 'catalog.region-mismatch' }];
    }
    if (phone !== undefined) {
      normalised = normalisePhone(phone, country.code, country.phoneCode);
      if (!normalised) errors.phone = [{ key: 'catalog.invalid-phone' }];
    }
  }
  return { country, phone: normalised, errors };
};

/** `checkPlace`, failing with 422 at once: for callers with no other field rules to add. */
export const assertPlace = async (input: { db: Database; countryId: number; regionId: number }) => {
  const { country, errors } = await checkPlace(input);
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return country!;
};
