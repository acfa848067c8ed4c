import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { useCallStore } from '../features/chat/lib/call-store';
import { FALLBACK_LANGUAGE, i18n, loadLanguage, NAMESPACES } from '../lib/i18n';
import { useToastsRequested } from '../lib/notify';
import { useAuthStore } from '../lib/stores/auth-store';
import { useLoadingStore } from '../lib/stores/loading-store';
import { useSavedStore } from '../lib/stores/saved-store';
import { useSelectionStore } from '../lib/stores/selection-store';

// jsdom implements neither scrolling nor media playback.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
HTMLMediaElement.prototype.pause = vi.fn();

// Every namespace of both languages up front: components render without suspending.
await loadLanguage('en', NAMESPACES);
await loadLanguage('ar', NAMESPACES);

// The suite's files share one module graph (isolate: false): the app's stores start each test as
// they were made, in English.
const resetTo = <T>(store: StoreApi<T>) => {
  const initial = store.getInitialState();
  return () => store.setState(initial, true);
};
const storeResets = [
  resetTo(useAuthStore),
  resetTo(useCallStore),
  resetTo(useLoadingStore),
  resetTo(useSavedStore),
  resetTo(useSelectionStore),
  resetTo(useToastsRequested),
];

afterEach(async () => {
  cleanup();
  act(() => {
    for (const reset of storeResets) reset();
  });
  localStorage.clear();
  if (i18n.language !== FALLBACK_LANGUAGE) await i18n.changeLanguage(FALLBACK_LANGUAGE);
});
