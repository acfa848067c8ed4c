import { inArray, sql } from 'drizzle-orm';
import { getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import sharp from 'sharp';
import { storeImage } from '../../media/images.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import { adPhotos, ads } from '../../modules/ads/ads.table.ts';
import { categories, countries, regions } from '../../modules/catalog/catalog.table.ts';
import { searchableText } from '../../search/sql.ts';
import type { Database } from '../client.ts';
import { adTemplates } from './data/ads.ts';
import { demoAccounts } from './demo.ts';

const DEMO_AD_COUNT = 320;
const DAY_MS = 86_400_000;
// Most demo ads sit where most users are; every country gets some.
const COUNTRY_WEIGHTS: Record<string, number> = { SA: 8, AE: 5, EG: 4, KW: 3, QA: 2, JO: 2 };
const PALETTES = [
  ['#0ea5e9', '#6366f1'],
  ['#f97316', '#db2777'],
  ['#10b981', '#0f766e'],
  ['#a855f7', '#4338ca'],
  ['#eab308', '#ea580c'],
  ['#64748b', '#0f172a'],
];

/** A deterministic pseudo-random sequence: the same demo data on every machine. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A gradient card with the category's names: a stand-in photo, a few KB as WebP. */
const demoPicture = (labelEn: string, labelAr: string, variant: number) => {
  const [from, to] = PALETTES[variant % PALETTES.length]!;
  const cx = 120 + ((variant * 137) % 400);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <circle cx="${cx}" cy="190" r="${90 + variant * 7}" fill="rgba(255,255,255,0.18)"/>
  <rect x="${560 - cx / 3}" y="260" width="180" height="120" rx="24" fill="rgba(255,255,255,0.12)"/>
  <text x="60" y="470" font-family="sans-serif" font-size="56" font-weight="bold" fill="#fff">${escapeXml(labelEn)}</text>
  <text x="740" y="545" text-anchor="end" font-family="sans-serif" font-size="44" fill="#fff">${escapeXml(labelAr)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/**
 * A few hundred demo ads across countries, regions and categories, in Arabic and English, owned
 * by the demo accounts; only into a database without any ad (and where those accounts exist).
 * Photos are a few dozen generated pictures (two per top-level category) shared between ads.
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

  // Two pictures per top-level category, encoded once and shared.
  const roots = categoryRows.filter((c) => c.parentId === null);
  const pictureKeys = new Map<number, string[]>();
  await Promise.all(
    roots.map(async (root, i) => {
      const keys = await Promise.all(
        [0, 1].map(async (v) =>
          storeImage(storage, await demoPicture(root.nameEn, root.nameAr, i * 2 + v), 'ads'),
        ),
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
        const ordered = i % 2 ? [keys[1]!, keys[0]!] : keys;
        return ordered
          .slice(0, 1 + (i % 2))
          .map((mediaKey, position) => ({ adId: id, mediaKey, position }));
      }),
    );
  });
};
