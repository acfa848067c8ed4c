import type { CallSettings } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';

export async function getCallSettings(): Promise<CallSettings> {
  const response = await api.call(endpoints.callSettings);
  return response.data;
}

/** The ICE servers of a call, asked once per session. */
export const fetchCallSettings = (queryClient: QueryClient) =>
  queryClient.fetchQuery({
    queryKey: chatKeys.callSettings(),
    queryFn: getCallSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
