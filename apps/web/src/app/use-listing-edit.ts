import type { UseQueryResult } from '@tanstack/react-query';
import { useListingCatalog } from '../features/catalog/api/use-listing-catalog';
import { useEditTarget } from '../lib/use-edit-target';

/**
 * What a listing's "post or edit" page (`/AddAds`, `/add_auction`) starts from: the edit target
 * (`?edit={id}`), the edited listing as `useListing` loads it, and the catalogue's data for the
 * form (categories, the chosen parent's children, countries and the chosen country's regions).
 */
export function useListingEdit<L extends { category: { id: number } }>(
  useListing: (id: number) => UseQueryResult<L>,
) {
  const { editId, editing, defaultPlace } = useEditTarget();
  const existing = useListing(editId);
  const catalog = useListingCatalog(editing ? (existing.data?.category.id ?? null) : null);
  /** What `ListingFormScreen` shows before the form: the edited listing's loader. */
  const screen = { editing, loading: existing.isPending };
  return { editing, defaultPlace, existing, catalog, screen };
}
