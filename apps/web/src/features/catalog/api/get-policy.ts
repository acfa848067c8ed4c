import type { PageSlug, Policy, pagesEndpoints } from '@souq/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const path: (typeof pagesEndpoints)['viewPolicy']['path'] = '/shared/view-policy/{slug}';

export const PAGE_SLUGS: readonly PageSlug[] = ['terms', 'privacy', 'about'];

export const isPageSlug = (slug: string): slug is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(slug);

export async function getPolicy(slug: PageSlug): Promise<Policy> {
  const response = await api.get<{ data: Policy }>(path.replace('{slug}', slug));
  return response.data.data;
}

/** A static page in the active language (the query key carries it: a reload follows a switch). */
export const usePolicy = (slug: PageSlug, language: string) =>
  useQuery({
    queryKey: ['catalog', 'policy', slug, language],
    queryFn: () => getPolicy(slug),
    staleTime: 10 * 60_000,
  });
