import type { ConversationsPage } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import { CHAT_CONVERSATIONS_PAGE } from '@souq/contract/limits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { chatKeys } from './keys';

export const getConversations = (page: number): Promise<ConversationsPage> =>
  api.call(endpoints.conversations, { query: { page, per_page: CHAT_CONVERSATIONS_PAGE } });

/** The caller's conversations, newest activity first, a page at a time. */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: chatKeys.conversations(),
    queryFn: ({ pageParam }) => getConversations(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });
