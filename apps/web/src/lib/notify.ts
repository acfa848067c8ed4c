import { create } from 'zustand';

/** Set once the first toast is asked for: the container (and react-toastify) mounts then. */
export const useToastsRequested = create<{ requested: boolean }>()(() => ({ requested: false }));

/**
 * Shows a toast. react-toastify loads on first use (it queues toasts until its container
 * mounts), which keeps it out of every page's initial JavaScript.
 */
export function notify(type: 'success' | 'error', message: string): Promise<void> {
  useToastsRequested.setState({ requested: true });
  return import('react-toastify').then(({ toast }) => {
    toast[type](message);
  });
}
