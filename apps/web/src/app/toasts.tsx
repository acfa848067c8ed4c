import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Slide, ToastContainer } from 'react-toastify';
import { useToastsRequested } from '../lib/notify';

export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * Toasts: newest on top, closing after 3000 ms, right-to-left in Arabic (seed §9); below the
 * header at the end of the reading side (index.css places them: no script on first load).
 */
export function AppToasts() {
  const { i18n } = useTranslation();
  // Toasts asked for before now are shown once the container listens (see `notify`).
  useEffect(() => {
    useToastsRequested.setState({ ready: true });
    return () => useToastsRequested.setState({ ready: false });
  }, []);
  return (
    <ToastContainer
      position="top-right"
      newestOnTop
      autoClose={TOAST_AUTO_CLOSE_MS}
      rtl={i18n.dir() === 'rtl'}
      transition={Slide}
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
