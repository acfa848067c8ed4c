import { REEL_AUTOPLAY_RATIO } from '@souq/contract/limits';
import { useEffect, useRef, useState } from 'react';

/**
 * True while at least 80 % of the element is on screen (seed §9): a reel plays then and pauses
 * otherwise. `onShown` runs each time it becomes that visible.
 */
export function useMostlyVisible(onShown: () => void) {
  const [node, setNode] = useState<Element | null>(null);
  const [visible, setVisible] = useState(false);
  const latest = useRef(onShown);
  useEffect(() => {
    latest.current = onShown;
  });
  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const shown = Boolean(entry && entry.intersectionRatio >= REEL_AUTOPLAY_RATIO - 0.001);
        setVisible(shown);
        if (shown) latest.current();
      },
      { threshold: [0, REEL_AUTOPLAY_RATIO, 1] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return { ref: setNode, visible };
}
