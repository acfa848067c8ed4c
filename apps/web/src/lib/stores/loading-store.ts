import { create } from 'zustand';

interface LoadingState {
  isLoading: boolean;
  setLoading: () => void;
  clearLoading: () => void;
}

/** The global loading flag: the full-screen splash shows while it is set (seed §4). */
export const useLoadingStore = create<LoadingState>()((set) => ({
  isLoading: false,
  setLoading: () => set({ isLoading: true }),
  clearLoading: () => set({ isLoading: false }),
}));
