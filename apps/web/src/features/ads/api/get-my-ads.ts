import type { AdStatus } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { usePaged } from '../../../lib/api/use-paged';
import { AD_PAGE_SIZE, getAdsPage } from './get-ads';
import { adsKeys } from './keys';

/** The caller's own ads in every status (or one status). */
export const useMyAds = (status: AdStatus | null) =>
  usePaged(adsKeys.mine(status), (page) =>
    getAdsPage(endpoints.mine.path, {
      paginate: 'true',
      page,
      per_page: AD_PAGE_SIZE,
      ...(status ? { status } : {}),
    }),
  );
