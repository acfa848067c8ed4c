import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SELECTION_STORAGE_KEY = 'selection-storage';

/** A chosen country, governorate (region) or category: at least its id. */
export interface SelectedItem {
  id: number;
  name?: string;
}

interface SelectionState {
  selectedCountry: SelectedItem | null;
  selectedGovernorate: SelectedItem | null;
  selectedCategory: SelectedItem | null;
  setSelectedCountry: (country: SelectedItem | null) => void;
  setSelectedGovernorate: (governorate: SelectedItem | null) => void;
  setSelectedCategory: (category: SelectedItem | null) => void;
  clearSelection: () => void;
}

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      selectedCountry: null,
      selectedGovernorate: null,
      selectedCategory: null,
      // A new country invalidates the governorate chosen inside the previous one.
      setSelectedCountry: (selectedCountry) => set({ selectedCountry, selectedGovernorate: null }),
      setSelectedGovernorate: (selectedGovernorate) => set({ selectedGovernorate }),
      setSelectedCategory: (selectedCategory) => set({ selectedCategory }),
      clearSelection: () =>
        set({ selectedCountry: null, selectedGovernorate: null, selectedCategory: null }),
    }),
    {
      name: SELECTION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ selectedCountry, selectedGovernorate, selectedCategory }) => ({
        selectedCountry,
        selectedGovernorate,
        selectedCategory,
      }),
    },
  ),
);
