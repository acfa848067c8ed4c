import { useEffect, useState } from 'react';

/** Waits this long after typing before searching. */
export const SEARCH_DELAY_MS = 300;

/** `value` trimmed, once it has stopped changing for `delayMs` (a search box's query). */
export function useDebounced(value: string, delayMs = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
