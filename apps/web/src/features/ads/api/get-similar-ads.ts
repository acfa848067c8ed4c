import type { Ad, AdCard } from '@souq/contract';
import { useQuery } from '@tanstack/react-query';
import { AD_PAGE_SIZE, getAdsPage } from './get-ads';
import { adsPaths } from './paths';

/** Other active ads of the same category (at most `limit`), this one left out. */
export const useSimilarAds = (ad: Pick<Ad, 'id' | 'category'> | undefined, limit = 4) =>
  useQuery({
    queryKey: ['ads', 'similar', ad?.id, ad?.category.id],
    queryFn: async (): Promise<AdCard[]> => {
      const page = await getAdsPage(adsPaths.list, {
        paginate: 'true',
        category_id: ad!.category.id,
        per_page: Math.min(AD_PAGE_SIZE, limit + 1),
      });
      return page.data.filter((item) => item.id !== ad!.id).slice(0, limit);
    },
    enabled: ad !== undefined,
    retry: false,
    staleTime: 60_000,
  });
