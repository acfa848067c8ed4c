import { sharedKeys } from '../../../lib/api/shared-keys';

/** Every query of the catalogue (reference data, home and static pages) starts with `catalog`. */
export const catalogKeys = {
  all: ['catalog'] as const,
  countries: () => ['catalog', 'countries'] as const,
  regions: (countryId: number | null) => ['catalog', 'regions', countryId] as const,
  /** The top-level categories (`parentId` null) or the children of `parentId`. */
  categories: (parentId: number | null) =>
    parentId === null
      ? (['catalog', 'categories'] as const)
      : (['catalog', 'categories', parentId] as const),
  /** The top-level parent of the leaf category `leafId`. */
  parentOf: (leafId: number | null) => ['catalog', 'parent-of', leafId] as const,
  homePage: (selection: object, language: string) =>
    [...sharedKeys.homePage, selection, language] as const,
  policy: (slug: string, language: string) => ['catalog', 'policy', slug, language] as const,
};
