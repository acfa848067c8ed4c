import type { Category, Country, Region } from '@souq/contract';
import { webPaths } from '@souq/contract/web-paths';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { type SelectedItem, useSelectionStore } from '../../../lib/stores/selection-store';
import { useCategories } from '../api/get-catalog';
import { useSaveSelection } from '../api/save-selection';
import { SELECTION_STEPS, type SelectionStep as Step } from '../components/selection-stepper';

export const asSelectedCategory = (c: Category): SelectedItem => ({
  id: c.id,
  name: c.name,
  icon: c.icon,
  parent_id: c.parent_id,
});

/**
 * The place-and-category picker's state: which step is open (kept in the address, so the browser's
 * back button returns to the previous step), which steps can be reached, and what choosing does.
 */
export function useSelectionSteps() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const saveSelection = useSaveSelection();
  const store = useSelectionStore();
  const { selectedCountry, selectedGovernorate } = store;

  const firstOpen: Step = !selectedCountry
    ? 'country'
    : !selectedGovernorate
      ? 'region'
      : 'category';
  const asked = params.get('step') as Step | null;
  const reachable: Record<Step, boolean> = {
    country: true,
    region: Boolean(selectedCountry),
    category: Boolean(selectedCountry && selectedGovernorate),
  };
  const step: Step =
    asked && SELECTION_STEPS.includes(asked) && reachable[asked] ? asked : firstOpen;
  const parentId = step === 'category' ? Number(params.get('parent')) || null : null;
  const categories = useCategories();
  usePresetCategory(categories.data);

  const open = (next: Step, parent?: number) =>
    setParams(parent ? { step: next, parent: String(parent) } : { step: next });

  const finish = (category: SelectedItem) => {
    store.setSelectedCategory(category);
    // Signed in: stored on the server too, so that it follows the user to another device.
    if (isAuthenticated) saveSelection.mutate(useSelectionStore.getState());
    void navigate(webPaths.home);
  };

  return {
    step,
    reachable,
    parentId,
    categories,
    parent: categories.data?.find((c) => c.id === parentId),
    open,
    finish,
    chooseCountry: (country: Country) => {
      store.setSelectedCountry({ id: country.id, name: country.name, flag: country.flag });
      open('region');
    },
    chooseRegion: (region: Region) => {
      store.setSelectedGovernorate({ id: region.id, name: region.name });
      open('category');
    },
    chooseCategory: (category: Category) => {
      if (category.children_count > 0) open('category', category.id);
      else finish(asSelectedCategory(category));
    },
  };
}

/** `?category=` (a top category chosen on the landing page) is kept, then the picker asks where. */
function usePresetCategory(categories: Category[] | undefined) {
  const [params, setParams] = useSearchParams();
  const preset = Number(params.get('category')) || null;
  const presetCategory = categories?.find((c) => c.id === preset);
  useEffect(() => {
    if (!presetCategory) return;
    useSelectionStore.getState().setSelectedCategory(asSelectedCategory(presetCategory));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('category');
        return next;
      },
      { replace: true },
    );
  }, [presetCategory, setParams]);
}
