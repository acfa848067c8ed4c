import { inArray, sql } from 'drizzle-orm';
import { getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { storeImage } from '../../media/images.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import { adPhotos, ads } from '../../modules/ads/ads.table.ts';
import { categories, countries, regions } from '../../modules/catalog/catalog.table.ts';
import { searchableText } from '../../search/sql.ts';
import type { Database } from '../client.ts';
import { adTemplates } from './data/ads.ts';
import { demoAccounts } from './demo.ts';
import { demoAdPicture } from './demo-pictures.ts';

const DEMO_AD_COUNT = 320;
const DAY_MS = 86_400_000;
// Most demo ads sit where most users are; every country gets some.
const COUNTRY_WEIGHTS: Record<string, number> = { SA: 8, AE: 5, EG: 4, KW: 3, QA: 2, JO: 2 };
/** Text-free pictures drawn per top-level category; ads pick among them by their position. */
const PICTURES_PER_CATEGORY = 4;

/** A deterministic pseudo-random sequence: the same demo data on every machine. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/**
 * A few hundred demo ads across countries, regions and categories, in Arabic and English, owned
 * by the demo accounts; only into a database without any ad (and where those accounts exist).
 * Photos are a few dozen generated pictures without text (a drawing of what each top-level
 * category sells, in varied colours and poses), shared between ads so that neighbours differ.
 */
export const seedDemoAds = async (db: Database, storage: MediaStorage): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(ads);
  if ((existing?.n ?? 0) > 0) return;
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  if (owners.length === 0) return;

  const [countryRows, regionRows, categoryRows] = await Promise.all([
    db.select().from(countries),
    db.select().from(regions),
    db.select().from(categories),
  ]);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const rootOf = (id: number) => {
    let node = categoryById.get(id)!;
    while (node.parentId !== null) node = categoryById.get(node.parentId)!;
    return node;
  };

  // A few pictures per top-level category, encoded once and shared.
  const roots = categoryRows.filter((c) => c.parentId === null);
  const pictureKeys = new Map<number, string[]>();
  await Promise.all(
    roots.map(async (root, i) => {
      const variants = Array.from({ length: PICTURES_PER_CATEGORY }, (_, v) => i + v);
      const keys = await Promise.all(
        variants.map(async (v) => storeImage(storage, await demoAdPicture(root.slug, v), 'ads')),
      );
      pictureKeys.set(root.id, keys);
    }),
  );

  const weighted = countryRows.flatMap((c) => Array(COUNTRY_WEIGHTS[c.code] ?? 1).fill(c));
  const regionsOf = (countryId: number) => regionRows.filter((r) => r.countryId === countryId);
  const phoneOf = (code: string) =>
    getExampleNumber(code as never, examples)?.number ?? '+966512345678';
  const random = randomFrom(20_250_101);
  const now = Date.now();

  const rows = Array.from({ length: DEMO_AD_COUNT }, (_, i) => {
    const t = adTemplates[i % adTemplates.length]!;
    const n = t.numbers ? t.numbers[Math.floor(random() * t.numbers.length)]! : 0;
    const title = t.title.replace('{n}', String(n));
    const country = weighted[Math.floor(random() * weighted.length)]!;
    const places = regionsOf(country.id);
    const region = places[Math.floor(random() * places.length)]!;
    const category = categoryBySlug.get(t.category);
    if (!category) throw new Error(`demo ads: unknown category ${t.category}`);
    const price = t.price
      ? (t.price[0] + Math.round((random() * (t.price[1] - t.price[0])) / 5) * 5).toFixed(2)
      : null;
    const createdAt = new Date(now - Math.floor(random() ** 2 * 60 * DAY_MS));
    const roll = random();
    return {
      userId: owners[i % owners.length]!.id,
      title,
      description: t.description,
      price,
      negotiable: price === null || roll < 0.3,
      condition: t.condition,
      categoryId: category.id,
      rootCategoryId: rootOf(category.id).id,
      countryId: country.id,
      regionId: region.id,
      phone: phoneOf(country.code),
      status: roll > 0.95 ? ('sold' as const) : ('active' as const),
      views: Math.floor(random() * 400),
      phoneReveals: Math.floor(random() * 25),
      createdAt,
      updatedAt: createdAt,
      ...searchableText({ title, body: t.description }),
    };
  });

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(ads)
      .values(rows)
      .returning({ id: ads.id, rootCategoryId: ads.rootCategoryId });
    await tx.insert(adPhotos).values(
      inserted.flatMap(({ id, rootCategoryId }, i) => {
        const keys = pictureKeys.get(rootCategoryId)!;
        // One or two photos, starting at a different picture from one ad to the next.
        return Array.from({ length: 1 + (i % 2) }, (_, position) => ({
          adId: id,
          mediaKey: keys[(i + position) % keys.length]!,
          position,
        }));
      }),
    );
  });
};
