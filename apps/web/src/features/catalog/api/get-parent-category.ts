import { useQuery, useQueryClient } from '@tanstack/react-query';
import { categoriesQuery, useCategories } from './get-catalog';
import { catalogKeys } from './keys';

/**
 * The top-level parent of category `leafId` (itself when it is top-level): a saved ad names only
 * its leaf, so the children of the top-level categories are looked through (cached). Undefined
 * until known. One query fetching the candidates' children at once (no several-queries observer
 * in the form pages' first load).
 */
export function useParentCategoryOf(leafId: number | null) {
  const client = useQueryClient();
  const topLevel = useCategories().data;
  const isTop = (topLevel ?? []).some((c) => c.id === leafId);
  const candidates =
    leafId === null || isTop ? [] : (topLevel ?? []).filter((c) => c.children_count > 0);
  const found = useQuery({
    queryKey: catalogKeys.parentOf(leafId),
    queryFn: async () => {
      const children = await Promise.all(
        candidates.map((parent) => client.fetchQuery(categoriesQuery(parent.id))),
      );
      const index = children.findIndex((list) => list.some((c) => c.id === leafId));
      return index >= 0 ? (candidates[index]?.id ?? null) : null;
    },
    enabled: candidates.length > 0,
  });
  if (leafId === null || !topLevel) return undefined;
  if (isTop) return leafId;
  return found.data ?? undefined;
}
