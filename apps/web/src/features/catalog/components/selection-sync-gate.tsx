import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { SELECTION_STORAGE_KEY } from '../../../lib/stores/selection-store-key';

// Loaded only when there is something to do: a first-time visitor's landing page carries
// neither it, nor the selection store, nor the API client it uses.
const SelectionSync = lazy(() =>
  import('./selection-sync').then((m) => ({ default: m.SelectionSync })),
);

/** Whether the stored selection's names are in another language than `language` (read raw). */
function storedNamesDiffer(language: string): boolean {
  try {
    const raw = localStorage.getItem(SELECTION_STORAGE_KEY);
    if (!raw) return false;
    const { state } = JSON.parse(raw) as {
      state?: { selectedCountry?: unknown; selectedCategory?: unknown; namesLanguage?: string };
    };
    const chosen = Boolean(state?.selectedCountry || state?.selectedCategory);
    return chosen && state?.namesLanguage !== language;
  } catch {
    return false;
  }
}

/**
 * Mounts `SelectionSync` when signed in, or when the stored selection was named in another
 * language (the page reloads on a switch, so looking once at start-up is enough; choices made
 * later are named in the language on screen).
 */
export function SelectionSyncGate() {
  const { i18n } = useTranslation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const [needsNames] = useState(() => storedNamesDiffer(i18n.language));
  if (!isAuthenticated && !needsNames) return null;
  return (
    <Suspense fallback={null}>
      <SelectionSync />
    </Suspense>
  );
}
