import type { Ad, AdCard } from '@souq/contract';
import { AD_PAGE_SIZE } from '@souq/contract/limits';
import { useQuery } from '@tanstack/react-query';
import { getAdsPage } from './get-ads';
import { adsKeys } from './keys';

/** What related ads share with an ad: its category, or its seller. */
export type RelatedBy = 'category' | 'seller';

type RelatedTo = Pick<Ad, 'id' | 'category' | 'user'>;

async function getRelatedAds(ad: RelatedTo, by: RelatedBy, limit: number): Promise<AdCard[]> {
  const filter = by === 'category' ? { category_id: ad.category.id } : { user_id: ad.user.id };
  const page = await getAdsPage({
    paginate: 'true',
    ...filter,
    per_page: Math.min(AD_PAGE_SIZE, limit + 1),
  });
  return page.data.filter((item) => item.id !== ad.id).slice(0, limit);
}

/** Other active ads of the same category or seller (at most `limit`), this one left out. */
export const useRelatedAds = (ad: RelatedTo | undefined, by: RelatedBy, limit = 4) =>
  useQuery({
    queryKey: adsKeys.related(by, ad?.id),
    queryFn: () => getRelatedAds(ad!, by, limit),
    enabled: ad !== undefined,
    retry: false,
    staleTime: 60_000,
  });
