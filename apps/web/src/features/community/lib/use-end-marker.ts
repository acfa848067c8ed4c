import { useEffect, useRef, useState } from 'react';
import { END_MARKER_THRESHOLD } from './constants';

/**
 * A ref for the end-of-list marker: `onReached` runs when the marker is fully visible
 * (threshold 1, seed §9) while `canLoad` holds (current page below the last, no fetch in
 * progress, seed §4). Observing starts again whenever `canLoad` turns true, so a marker still in
 * view after a short page loads the next one too.
 */
export function useEndMarker(canLoad: boolean, onReached: () => void) {
  const [node, setNode] = useState<Element | null>(null);
  const latest = useRef(onReached);
  useEffect(() => {
    latest.current = onReached;
  });
  useEffect(() => {
    if (!node || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          latest.current();
        }
      },
      { threshold: END_MARKER_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, canLoad]);
  return setNode;
}
