import type { Selection as ServerSelection } from '@souq/contract';
import { pagesEndpoints } from '@souq/contract/endpoints';
import { api } from '../../../lib/api';
import type { Selection } from '../../../lib/stores/selection-store';

/** The signed-in user's stored selection (all null when they never chose one). */
export async function getServerSelection(): Promise<ServerSelection> {
  const response = await api.call(pagesEndpoints.getSelection);
  return response.data.selection;
}

/** Stores the selection for the signed-in user, so that it follows them to another device. */
export async function saveServerSelection(selection: Selection): Promise<void> {
  const { selectedCountry, selectedGovernorate, selectedCategory } = selection;
  if (!selectedCountry || !selectedGovernorate || !selectedCategory) return;
  await api.call(pagesEndpoints.selectCategory, {
    body: {
      country_id: selectedCountry.id,
      region_id: selectedGovernorate.id,
      category_id: selectedCategory.id,
    },
    json: true,
  });
}
