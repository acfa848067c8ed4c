import { sql } from 'drizzle-orm';
import { categories, countries, regions } from '../../modules/catalog/catalog.table.ts';
import { pages } from '../../modules/catalog/pages/pages.table.ts';
import type { Database } from '../client.ts';
import { type CategorySeed, categories as categoryTree } from './data/categories.ts';
import { countries as countryList } from './data/countries.ts';
import { pages as pageList } from './data/pages.ts';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Countries, regions and categories, upserted by their codes and slugs: a release that corrects a
 * name or adds a region updates an existing database in place, ids unchanged.
 */
export const seedReferenceData = async (db: Database): Promise<void> => {
  await db.transaction(async (tx) => {
    const countryRows = await tx
      .insert(countries)
      .values(
        countryList.map((c, i) => ({
          code: c.code,
          nameEn: c.name_en,
          nameAr: c.name_ar,
          phoneCode: c.phone_code,
          flag: c.flag,
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: countries.code,
        set: {
          nameEn: excluded('name_en'),
          nameAr: excluded('name_ar'),
          phoneCode: excluded('phone_code'),
          flag: excluded('flag'),
          sortOrder: excluded('sort_order'),
        },
      })
      .returning({ id: countries.id, code: countries.code });
    const countryIds = new Map(countryRows.map((r) => [r.code, r.id]));

    await tx
      .insert(regions)
      .values(
        countryList.flatMap((c) =>
          c.regions.map((r, i) => ({
            countryId: countryIds.get(c.code)!,
            code: r.code,
            nameEn: r.name_en,
            nameAr: r.name_ar,
            sortOrder: i,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: regions.code,
        set: {
          countryId: excluded('country_id'),
          nameEn: excluded('name_en'),
          nameAr: excluded('name_ar'),
          sortOrder: excluded('sort_order'),
        },
      });

    const upsertLevel = async (nodes: CategorySeed[], parentId: number | null) => {
      const rows = await tx
        .insert(categories)
        .values(
          nodes.map((n, i) => ({
            parentId,
            slug: n.slug,
            nameEn: n.name_en,
            nameAr: n.name_ar,
            icon: n.icon,
            sortOrder: i,
          })),
        )
        .onConflictDoUpdate({
          target: categories.slug,
          set: {
            parentId: excluded('parent_id'),
            nameEn: excluded('name_en'),
            nameAr: excluded('name_ar'),
            icon: excluded('icon'),
            sortOrder: excluded('sort_order'),
          },
        })
        .returning({ id: categories.id, slug: categories.slug });
      const ids = new Map(rows.map((r) => [r.slug, r.id]));
      for (const node of nodes) {
        if (node.children?.length) await upsertLevel(node.children, ids.get(node.slug)!);
      }
    };
    await upsertLevel(categoryTree, null);
  });
  await seedPages(db);
};

/** Terms, privacy and about; `updated_at` moves only when a text really changed. */
export const seedPages = async (db: Database): Promise<void> => {
  await db
    .insert(pages)
    .values(
      pageList.map((p) => ({
        slug: p.slug,
        titleEn: p.title_en,
        titleAr: p.title_ar,
        bodyEn: p.body_en,
        bodyAr: p.body_ar,
      })),
    )
    .onConflictDoUpdate({
      target: pages.slug,
      set: {
        titleEn: excluded('title_en'),
        titleAr: excluded('title_ar'),
        bodyEn: excluded('body_en'),
        bodyAr: excluded('body_ar'),
        updatedAt: sql`case when (${pages.titleEn}, ${pages.titleAr}, ${pages.bodyEn}, ${pages.bodyAr})
          is distinct from (excluded.title_en, excluded.title_ar, excluded.body_en, excluded.body_ar)
          then now() else ${pages.updatedAt} end`,
      },
    });
};
