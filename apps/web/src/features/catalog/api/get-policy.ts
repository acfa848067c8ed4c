import type { PageSlug, Policy, PolicyResponse } from '@souq/contract';
import { buildPath, pagesEndpoints } from '@souq/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './keys';

export const PAGE_SLUGS: readonly PageSlug[] = ['terms', 'privacy', 'about'];

export const isPageSlug = (slug: string): slug is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(slug);

export async function getPolicy(slug: PageSlug): Promise<Policy> {
  const response = await api.get<PolicyResponse>(
    buildPath(pagesEndpoints.viewPolicy.path, { slug }),
  );
  return response.data.data;
}

/** A static page in the active language (the query key carries it: a reload follows a switch). */
export const usePolicy = (slug: PageSlug, language: string) =>
  useQuery({
    queryKey: catalogKeys.policy(slug, language),
    queryFn: () => getPolicy(slug),
    staleTime: 10 * 60_000,
  });
