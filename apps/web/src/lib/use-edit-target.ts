import { useSearchParams } from 'react-router';
import { useSelectionStore } from './stores/selection-store';

/**
 * What a "post or edit" page (`/AddAds`, `/add_auction`, `/addOpportunity`) starts from: the id
 * in `?edit={id}` (0 and `editing: false` when there is none or it is not a positive integer),
 * and the place a new listing defaults to, the visitor's stored selection.
 */
export function useEditTarget() {
  const [params] = useSearchParams();
  const id = Number(params.get('edit') ?? 0);
  const editing = Number.isInteger(id) && id > 0;
  const countryId = useSelectionStore((s) => s.selectedCountry?.id ?? null);
  const regionId = useSelectionStore((s) => s.selectedGovernorate?.id ?? null);
  return {
    editId: editing ? id : 0,
    editing,
    defaultPlace: { country_id: countryId, region_id: regionId },
  };
}
