import type { WishlistType } from '@souq/contract';
import { create } from 'zustand';

/** What a heart saves (a type-only import: no zod reaches the bundle). */
export type SavedKind = WishlistType;

export interface SavedState {
  /** The signed-in user (null until known): nobody saves their own items. */
  viewerId: number | null;
  /** The saved ids per kind, as the wish list's live part last knew them. */
  ids: Record<SavedKind, ReadonlySet<number>>;
  /** How many items the wish list holds (the header's count). */
  total: number;
  /**
   * Saves or removes an item (optimistic, reverted with a toast on failure): set by the wish
   * list's live part once it is loaded; hearts wait for it.
   */
  toggle: ((kind: SavedKind, id: number) => void) | null;
}

const none: SavedState['ids'] = { ad: new Set(), job: new Set(), auction: new Set() };

/**
 * The signed-in user's saved items, read by every heart. Kept by the wish list feature's live
 * part (loaded after the page by the header), so a heart in any feature needs no wish-list code.
 */
export const useSavedStore = create<SavedState>()(() => ({
  viewerId: null,
  ids: none,
  total: 0,
  toggle: null,
}));

/** Back to nothing saved (sign-out). */
export const clearSaved = () => useSavedStore.setState({ viewerId: null, ids: none, total: 0 });
