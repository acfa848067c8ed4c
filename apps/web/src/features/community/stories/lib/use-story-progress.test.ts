import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useStoryProgress } from './use-story-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('story progress', () => {
  test('fills over 5,000 ms in 100 ms ticks, then moves on once', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useStoryProgress(1, false, onDone));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeCloseTo(0.02);
    act(() => vi.advanceTimersByTime(2400));
    expect(result.current).toBeCloseTo(0.5);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledOnce();
  });

  test('pausing freezes it; resuming continues; a new story starts from zero', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(
      ({ id, paused }) => useStoryProgress(id, paused, onDone),
      { initialProps: { id: 1, paused: false } },
    );
    act(() => vi.advanceTimersByTime(1000));
    rerender({ id: 1, paused: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBeCloseTo(0.2);
    expect(onDone).not.toHaveBeenCalled();
    rerender({ id: 1, paused: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBeCloseTo(0.3);
    rerender({ id: 2, paused: false });
    expect(result.current).toBe(0);
  });
});
