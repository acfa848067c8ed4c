import type { AdStatus } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { AD_PAGE_SIZE } from '@souq/contract/limits';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { adsKeys } from './keys';

/** The caller's own ads in every status (or one status). */
export const useMyAds = (status: AdStatus | null) =>
  usePaged(adsKeys.mine(status), (page) =>
    api.call(endpoints.mine, {
      query: { paginate: 'true', page, per_page: AD_PAGE_SIZE, status: status ?? undefined },
    }),
  );
