import type { SelectionResponse, Selection as ServerSelection } from '@souq/contract';
import { pagesEndpoints } from '@souq/contract/endpoints';
import { api } from '../../../lib/api';
import type { Selection } from '../../../lib/stores/selection-store';

/** The signed-in user's stored selection (all null when they never chose one). */
export async function getServerSelection(): Promise<ServerSelection> {
  const response = await api.get<SelectionResponse>(pagesEndpoints.getSelection.path);
  return response.data.data.selection;
}

/** Stores the selection for the signed-in user, so that it follows them to another device. */
export async function saveServerSelection(selection: Selection): Promise<void> {
  const { selectedCountry, selectedGovernorate, selectedCategory } = selection;
  if (!selectedCountry || !selectedGovernorate || !selectedCategory) return;
  await api.post(
    pagesEndpoints.selectCategory.path,
    {
      country_id: selectedCountry.id,
      region_id: selectedGovernorate.id,
      category_id: selectedCategory.id,
    },
    { json: true },
  );
}
