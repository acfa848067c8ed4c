import { useQueries } from '@tanstack/react-query';
import { categoriesQuery, useCategories } from './get-catalog';

/**
 * The top-level parent of category `leafId` (itself when it is top-level): a saved ad names only
 * its leaf, so the children of the top-level categories are looked through (cached). Undefined
 * until known.
 */
export function useParentCategoryOf(leafId: number | null) {
  const topLevel = useCategories().data;
  const isTop = (topLevel ?? []).some((c) => c.id === leafId);
  const candidates =
    leafId === null || isTop ? [] : (topLevel ?? []).filter((c) => c.children_count > 0);
  const results = useQueries({ queries: candidates.map((parent) => categoriesQuery(parent.id)) });
  if (leafId === null || !topLevel) return undefined;
  if (isTop) return leafId;
  const index = results.findIndex((r) => r.data?.some((c) => c.id === leafId));
  return index >= 0 ? candidates[index]?.id : undefined;
}
