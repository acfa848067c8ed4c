import type { WishlistIds, WishlistPage, WishlistType } from '@souq/contract';
import { wishlistEndpoints as endpoints } from '@souq/contract/endpoints';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { withToggled } from '../lib/saved-ids';
import { wishlistKeys } from './keys';

type Item = { type: WishlistType; id: number };
type CachedLists = Array<[readonly unknown[], InfiniteData<WishlistPage> | undefined]>;

export async function toggleSaved({ type, id }: Item): Promise<boolean> {
  const response = await api.call(endpoints.toggle, { body: { type, id } });
  return response.data.saved;
}

/** The cached wish-list pages without the item (removed at once from every tab). */
const withoutEntry = (lists: InfiniteData<WishlistPage>, { type, id }: Item) => ({
  ...lists,
  pages: lists.pages.map((page) => ({
    ...page,
    data: page.data.filter((entry) => entry.type !== type || entry.id !== id),
  })),
});

/**
 * Saves or removes an item. The hearts and the header's count change at once, a removed item
 * leaves the wish-list tabs at once; on failure everything goes back and `onFailure` is told
 * (a toast). The server's answer is the truth: it fixes the ids if they disagree.
 */
export function useToggleSaved({ onFailure }: { onFailure: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSaved,
    onMutate: async (item: Item) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.ids() });
      const ids = queryClient.getQueryData<WishlistIds>(wishlistKeys.ids());
      const lists: CachedLists = queryClient.getQueriesData<InfiniteData<WishlistPage>>({
        queryKey: wishlistKeys.lists(),
      });
      const saving = !ids?.[item.type].includes(item.id);
      if (ids) queryClient.setQueryData(wishlistKeys.ids(), withToggled(ids, item, saving));
      if (!saving) {
        queryClient.setQueriesData<InfiniteData<WishlistPage>>(
          { queryKey: wishlistKeys.lists() },
          (cached) => (cached ? withoutEntry(cached, item) : cached),
        );
      }
      return { ids, lists };
    },
    onSuccess: (saved, item) => {
      queryClient.setQueryData<WishlistIds>(wishlistKeys.ids(), (ids) =>
        ids ? withToggled(ids, item, saved) : ids,
      );
      // A new save shows up in the tabs on their next visit; removals are already out.
      if (saved) void queryClient.invalidateQueries({ queryKey: wishlistKeys.lists() });
    },
    onError: (_error, _item, context) => {
      if (context?.ids) queryClient.setQueryData(wishlistKeys.ids(), context.ids);
      for (const [key, data] of context?.lists ?? []) queryClient.setQueryData(key, data);
      onFailure();
    },
  });
}
