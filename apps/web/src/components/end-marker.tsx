import { useEffect, useRef } from 'react';

/**
 * The seed's end-of-list marker (§4, §9): when it is fully visible (threshold 1) and there is a
 * next page that is not already being fetched, `onReach` asks for it.
 */
export function EndMarker({
  hasNextPage,
  isFetching,
  onReach,
}: {
  hasNextPage: boolean;
  isFetching: boolean;
  onReach: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasNextPage, isFetching, onReach });
  latest.current = { hasNextPage, isFetching, onReach };

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe when paging state changes
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasNextPage: more, isFetching: busy, onReach: reach } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) reach();
      },
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // A new observer reports the marker's current state at once: after a page arrives (or a
    // failure clears), a marker still in view asks for the next page without another scroll.
  }, [hasNextPage, isFetching]);

  return <div ref={ref} aria-hidden="true" className="h-px w-full" data-testid="end-marker" />;
}
