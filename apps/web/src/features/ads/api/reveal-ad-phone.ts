import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adsKeys } from './keys';

/** The seller's phone (E.164). Counted as a reveal unless the caller owns the ad. */
export async function revealAdPhone(id: number): Promise<string> {
  const response = await api.call(endpoints.phone, { params: { id } });
  return response.data.phone;
}

/** "Show number": errors are the caller's to show. */
export const useRevealAdPhone = (id: number) =>
  useMutation({ mutationFn: () => revealAdPhone(id) });

/**
 * The owner's own saved number, for the edit form (not counted: the caller owns the ad). Asked
 * once per form, never retried: the field simply stays empty on failure.
 */
export const useOwnAdPhone = (id: number | null) =>
  useQuery({
    queryKey: adsKeys.ownPhone(id ?? 0),
    queryFn: () => revealAdPhone(id ?? 0),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
