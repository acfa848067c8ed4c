import type { ChatInfo } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';

export async function getMyInfo(): Promise<ChatInfo> {
  const response = await api.call(endpoints.myInfo);
  return response.data;
}

export const myInfoQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.info(), queryFn: getMyInfo, staleTime: 30_000 });

/** The signed-in user and their unread total (the header badge); kept live by socket events. */
export const useMyChatInfo = (enabled = true) => useQuery({ ...myInfoQueryOptions(), enabled });
