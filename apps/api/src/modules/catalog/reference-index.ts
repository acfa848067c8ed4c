import type { Database } from '../../db/client.ts';
import { memoize } from '../../lib/memo.ts';
import * as repo from './catalog.repository.ts';

type CountryRow = Awaited<ReturnType<typeof repo.listCountries>>[number];
type RegionRow = Awaited<ReturnType<typeof repo.listAllRegions>>[number];
type CategoryRow = Awaited<ReturnType<typeof repo.listAllCategories>>[number];

export interface CategoryNode extends CategoryRow {
  /** The top-level ancestor (the category itself at the top level). */
  rootId: number;
  isLeaf: boolean;
  isTopLevel: boolean;
  /** Leaf ids at or below this category. */
  leafIds: number[];
}

/** Every country, region and category by id: names and the tree without a query per request. */
export interface ReferenceIndex {
  countries: Map<number, CountryRow>;
  regions: Map<number, RegionRow>;
  categories: Map<number, CategoryNode>;
}

const buildIndex = async (db: Database): Promise<ReferenceIndex> => {
  const [countryRows, regionRows, categoryRows] = await Promise.all([
    repo.listCountries(db),
    repo.listAllRegions(db),
    repo.listAllCategories(db),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const children = new Map<number, number[]>();
  for (const c of categoryRows) {
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  const rootOf = (c: CategoryRow): number => {
    let node = c;
    for (let depth = 0; node.parentId !== null && depth < 16; depth++) {
      const parent = byId.get(node.parentId);
      if (!parent) break;
      node = parent;
    }
    return node.id;
  };
  const leavesOf = (id: number): number[] => {
    const kids = children.get(id);
    return kids?.length ? kids.flatMap(leavesOf) : [id];
  };
  return {
    countries: new Map(countryRows.map((c) => [c.id, c])),
    regions: new Map(regionRows.map((r) => [r.id, r])),
    categories: new Map(
      categoryRows.map((c) => [
        c.id,
        {
          ...c,
          rootId: rootOf(c),
          isLeaf: !children.get(c.id)?.length,
          isTopLevel: c.parentId === null,
          leafIds: leavesOf(c.id),
        },
      ]),
    ),
  };
};

// Reference data changes only when a release seeds it: a minute in memory, like the catalog routes.
const REFERENCE_TTL_MS = 60_000;
const indexOf = memoize(REFERENCE_TTL_MS, (db: Database) => buildIndex(db));

/** Countries, regions and categories by id, cached for a minute per database. */
export const getReferenceIndex = (db: Database): Promise<ReferenceIndex> => indexOf(db, 'all');
