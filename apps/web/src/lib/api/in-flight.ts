/**
 * How many API calls are under way, for the start-up splash to wait for the first page's data
 * (react-query's or not). Kept apart from the client so that a reader needs nothing else.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

export const requestsInFlight = (): number => inFlight;

/** Calls `listener` whenever a call starts or ends; returns the unsubscribe. */
export function onRequestsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts one call from now until `done` settles, and answers `done`. */
export function trackRequest<T>(done: Promise<T>): Promise<T> {
  inFlight += 1;
  for (const listener of listeners) listener();
  return done.finally(() => {
    inFlight -= 1;
    for (const listener of listeners) listener();
  });
}
