import type { Ad } from '@souq/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../src/app.ts';
import { ads } from '../src/modules/ads/ads.table.ts';
import { categories, countries, regions } from '../src/modules/catalog/catalog.table.ts';
import { asUser, createdData } from './as-user.ts';
import { type FilePart, multipart } from './multipart.ts';

/** A small PNG of one colour: a valid photo that encodes fast. */
export const photo = async (color = '#2a7', name = 'photo.png'): Promise<FilePart> => ({
  filename: name,
  contentType: 'image/png',
  data: await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

/** Text named like a photo: refused by its content (415). */
export const notAPhoto = (): FilePart => ({
  filename: 'evil.png',
  contentType: 'image/png',
  data: Buffer.from('this is not an image at all'),
});

export const categoryId = async (app: App, slug: string) => {
  const [row] = await app.db.select().from(categories).where(eq(categories.slug, slug));
  return row!.id;
};

/** A country's id and the ids of its first regions. */
export const placesOf = async (app: App, code = 'SA') => {
  const [country] = await app.db.select().from(countries).where(eq(countries.code, code));
  const rows = await app.db
    .select()
    .from(regions)
    .where(eq(regions.countryId, country!.id))
    .orderBy(regions.id);
  return { countryId: country!.id, regionIds: rows.map((r) => r.id) };
};

/** Valid create fields (a used car in Saudi Arabia, $1,500); override any. */
export const adFields = async (app: App, overrides: Record<string, unknown> = {}) => {
  const { countryId, regionIds } = await placesOf(app, 'SA');
  return {
    title: 'Toyota Camry 2020',
    description: 'Clean car, one owner.',
    price: '1500',
    condition: 'used',
    category_id: await categoryId(app, 'cars-for-sale'),
    country_id: countryId,
    region_id: regionIds[0]!,
    phone: '0501234567',
    ...overrides,
  };
};

/** Posts an ad through the API as `token`'s holder; throws unless it is created. */
export const postAd = async (
  app: App,
  token: string,
  overrides: Record<string, unknown> = {},
  photos?: FilePart[],
): Promise<Ad> => {
  const fields = await adFields(app, overrides);
  const res = await asUser(app, token).post(
    '/api/v1/advertisements/create',
    multipart({
      ...(fields as Record<string, string | number>),
      photos: photos ?? [await photo()],
    }),
  );
  return createdData<Ad>(res, 'ad not created');
};

/** Removes every ad of this test file's database (the template may hold demo ads). */
export const clearAds = (app: App) => app.db.delete(ads);
