import type { PageSlug, Policy } from '@souq/contract';
import { pagesEndpoints } from '@souq/contract/endpoints';
import { PAGE_SLUGS } from '@souq/contract/limits';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './keys';

export const isPageSlug = (slug: string): slug is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(slug);

export async function getPolicy(slug: PageSlug): Promise<Policy> {
  const response = await api.call(pagesEndpoints.viewPolicy, { params: { slug } });
  return response.data;
}

/** A static page in the active language (the query key carries it: a reload follows a switch). */
export const usePolicy = (slug: PageSlug, language: string) =>
  useQuery({
    queryKey: catalogKeys.policy(slug, language),
    queryFn: () => getPolicy(slug),
    staleTime: 10 * 60_000,
  });
