import type { NotificationsPage } from '@souq/contract';
import { notificationsEndpoints as endpoints } from '@souq/contract/endpoints/notifications';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { notificationsKeys } from './keys';

/** How many the bell's dropdown shows. */
export const LATEST_COUNT = 8;
const PAGE_SIZE = 20;

export async function getNotifications(page: number, perPage: number): Promise<NotificationsPage> {
  const response = await api.get<NotificationsPage>(endpoints.list.path, {
    params: { page, per_page: perPage },
  });
  return response.data;
}

/** The newest few, for the dropdown (in the page's language). */
export function useLatestNotifications() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: notificationsKeys.latest(i18n.language),
    queryFn: () => getNotifications(1, LATEST_COUNT),
  });
}

/** Every notification, newest first, a page at a time ("Show more"). */
export function useNotificationPages() {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: notificationsKeys.pages(i18n.language),
    queryFn: ({ pageParam }) => getNotifications(pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });
}
