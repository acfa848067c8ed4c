import { create } from 'zustand';
import type { ToastAction } from '../components/toast-action';

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
 * Shows a toast, with a button for `action` when given ("Try again"). react-toastify (and the
 * action's button) load on first use, which keeps them out of every page's initial JavaScript.
 */
export function notify(
  type: 'success' | 'error',
  message: string,
  action?: ToastAction,
): Promise<void> {
  useToastsRequested.setState({ requested: true });
  return Promise.all([
    import('react-toastify'),
    action && import('../components/toast-action'),
    containerReady(),
  ]).then(([{ toast }, withAction]) => {
    toast[type](action && withAction ? withAction.toastWithAction(message, action) : message);
  });
}
