import type { AdStatus } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { adsKeys } from './keys';
import { AD_PAGE_SIZE, getAdsPage, usePagedAds } from './paged-ads';

/** The caller's own ads in every status (or one status). */
export const useMyAds = (status: AdStatus | null) =>
  usePagedAds(adsKeys.mine(status), (page) =>
    getAdsPage(endpoints.mine.path, {
      paginate: 'true',
      page,
      per_page: AD_PAGE_SIZE,
      ...(status ? { status } : {}),
    }),
  );
