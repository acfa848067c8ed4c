import { STORY_DISPLAY_MS, STORY_TICK_MS } from '@souq/contract/limits';
import { useEffect, useRef, useState } from 'react';

/**
 * The story progress of seed §4: fills over 5,000 ms in 100 ms ticks, freezes while `paused`,
 * starts again from zero for each `storyKey`, and calls `onDone` once when full.
 */
export function useStoryProgress(storyKey: number, paused: boolean, onDone: () => void) {
  const [elapsed, setElapsed] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new story starts from zero
  useEffect(() => setElapsed(0), [storyKey]);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(
      () => setElapsed((ms) => Math.min(STORY_DISPLAY_MS, ms + STORY_TICK_MS)),
      STORY_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [paused]);
  useEffect(() => {
    if (elapsed >= STORY_DISPLAY_MS) done.current();
  }, [elapsed]);
  return elapsed / STORY_DISPLAY_MS;
}
