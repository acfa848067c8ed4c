import { useEffect, useState } from 'react';

/** The current time, ticking every `stepMs` while mounted (countdowns). */
export function useNow(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** Days, hours, minutes and seconds until `end` (zeros once passed). */
export function timeLeft(end: string, now: number) {
  const total = Math.max(0, Date.parse(end) - now);
  const seconds = Math.floor(total / 1000);
  return {
    total,
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}
