import type { NotificationsPage } from '@souq/contract';
import { notificationsEndpoints as endpoints } from '@souq/contract/endpoints/notifications';
import { NOTIFICATIONS_PAGE } from '@souq/contract/limits';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { notificationsKeys } from './keys';

/** How many the bell's dropdown shows. */
export const LATEST_COUNT = 8;

export const getNotifications = (page: number, perPage: number): Promise<NotificationsPage> =>
  api.call(endpoints.list, { query: { page, per_page: perPage } });

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
    queryFn: ({ pageParam }) => getNotifications(pageParam, NOTIFICATIONS_PAGE),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });
}
