import { create } from 'zustand';

/**
 * `requested`: set once the first toast is asked for; the container (and react-toastify) mounts
 * then. `ready`: set by the container once mounted.
 */
export const useToastsRequested = create<{ requested: boolean; ready: boolean }>()(() => ({
  requested: false,
  ready: false,
}));

/**
 * Resolves once the container is mounted. react-toastify queues toasts shown before that, but
 * hands the queue to the first container subscription only, which React's StrictMode (dev
 * builds) tears down at once: the first toast of a page would be lost.
 */
function containerReady(): Promise<void> {
  if (useToastsRequested.getState().ready) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useToastsRequested.subscribe((state) => {
      if (!state.ready) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Shows a toast. react-toastify loads on first use, which keeps it out of every page's initial
 * JavaScript.
 */
export function notify(type: 'success' | 'error', message: string): Promise<void> {
  useToastsRequested.setState({ requested: true });
  return Promise.all([import('react-toastify'), containerReady()]).then(([{ toast }]) => {
    toast[type](message);
  });
}
