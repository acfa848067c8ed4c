import { type ComponentType, lazy } from 'react';

/**
 * A lazy component whose chunk is fetched at once, as the module that declares it loads (with
 * its route, in parallel with the route's data), rather than at its first render.
 */
export function lazyPreloaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  void load();
  return lazy(() => load().then((component) => ({ default: component })));
}
