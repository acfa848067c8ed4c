import type { Ad, AdCard } from '@souq/contract';
import { useQuery } from '@tanstack/react-query';
import { AD_PAGE_SIZE, getAdsPage } from './get-ads';
import { adsPaths } from './paths';

/** What related ads share with an ad: its category, or its seller. */
export type RelatedBy = 'category' | 'seller';

/** Other active ads of the same category or seller (at most `limit`), this one left out. */
export const useRelatedAds = (
  ad: Pick<Ad, 'id' | 'category' | 'user'> | undefined,
  by: RelatedBy,
  limit = 4,
) =>
  useQuery({
    queryKey: ['ads', 'related', by, ad?.id],
    queryFn: async (): Promise<AdCard[]> => {
      const filter: Record<string, number> =
        by === 'category' ? { category_id: ad!.category.id } : { user_id: ad!.user.id };
      const page = await getAdsPage(adsPaths.list, {
        paginate: 'true',
        ...filter,
        per_page: Math.min(AD_PAGE_SIZE, limit + 1),
      });
      return page.data.filter((item) => item.id !== ad!.id).slice(0, limit);
    },
    enabled: ad !== undefined,
    retry: false,
    staleTime: 60_000,
  });
