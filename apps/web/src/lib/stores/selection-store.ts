import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { currentLanguage } from '../i18n';

import { SELECTION_STORAGE_KEY } from './selection-store-key';

export { SELECTION_STORAGE_KEY };

/**
 * A chosen country, governorate (region) or category: at least its id (seed §3). The name is
 * kept for the header chip; a country also keeps its flag, a category its icon and parent.
 */
export interface SelectedItem {
  id: number;
  name?: string;
  /** Country: flag emoji. */
  flag?: string;
  /** Category: lucide icon name. */
  icon?: string;
  /** Category: its parent (null at the top level). */
  parent_id?: number | null;
}

export interface Selection {
  selectedCountry: SelectedItem | null;
  selectedGovernorate: SelectedItem | null;
  selectedCategory: SelectedItem | null;
}

interface SelectionState extends Selection {
  /** The language the stored names are in; they are named again after a language switch. */
  namesLanguage: string | null;
  setSelectedCountry: (country: SelectedItem | null) => void;
  setSelectedGovernorate: (governorate: SelectedItem | null) => void;
  setSelectedCategory: (category: SelectedItem | null) => void;
  /** Replaces the whole selection at once (loaded from the server, or renamed). */
  setSelection: (selection: Selection, namesLanguage: string | null) => void;
  clearSelection: () => void;
}

/** Whether country, governorate and category are all chosen. */
export const isCompleteSelection = (s: Selection) =>
  Boolean(s.selectedCountry && s.selectedGovernorate && s.selectedCategory);

export const isEmptySelection = (s: Selection) =>
  !s.selectedCountry && !s.selectedGovernorate && !s.selectedCategory;

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      selectedCountry: null,
      selectedGovernorate: null,
      selectedCategory: null,
      namesLanguage: null,
      // A new country invalidates the governorate chosen inside the previous one.
      // A choice is named in the language on screen.
      setSelectedCountry: (selectedCountry) =>
        set((s) => ({
          selectedCountry,
          selectedGovernorate:
            selectedCountry?.id === s.selectedCountry?.id ? s.selectedGovernorate : null,
          namesLanguage: currentLanguage(),
        })),
      setSelectedGovernorate: (selectedGovernorate) =>
        set({ selectedGovernorate, namesLanguage: currentLanguage() }),
      setSelectedCategory: (selectedCategory) =>
        set({ selectedCategory, namesLanguage: currentLanguage() }),
      setSelection: (selection, namesLanguage) => set({ ...selection, namesLanguage }),
      clearSelection: () =>
        set({ selectedCountry: null, selectedGovernorate: null, selectedCategory: null }),
    }),
    {
      name: SELECTION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ selectedCountry, selectedGovernorate, selectedCategory, namesLanguage }) => ({
        selectedCountry,
        selectedGovernorate,
        selectedCategory,
        namesLanguage,
      }),
    },
  ),
);
