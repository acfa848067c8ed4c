import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onRequestsChange, requestsInFlight } from '../lib/api/in-flight';
import { useLoadingStore } from '../lib/stores/loading-store';
import { Loader } from './loader';
import { Logo } from './logo';

/** The start-up splash never outstays this, whatever a slow request does. */
export const SPLASH_MAX_MS = 10_000;

/** Full-screen animated splash with logo and product name while the global loading flag is set. */
export function Splash() {
  const isLoading = useLoadingStore((s) => s.isLoading);
  const { t } = useTranslation('common');
  if (!isLoading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('splash.label')}
      // Fades in after a moment: a fast start shows the page, not a flash of the splash.
      className="fixed inset-0 z-[100] flex animate-[splash-in_250ms_ease-out_300ms_both] flex-col items-center justify-center gap-5 bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900"
    >
      <div className="animate-[splash-pop_1.4s_ease-in-out_infinite] rounded-3xl bg-white/10 p-4 shadow-2xl">
        <Logo className="size-20" />
      </div>
      <p className="text-3xl font-extrabold tracking-tight text-white">{t('app.name')}</p>
      <div className="flex gap-2" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="size-2.5 animate-bounce rounded-full bg-accent-400"
            style={{ animationDelay: `${i * 150}ms` }}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * What shows while the first route loads its code and texts: the splash when the app started
 * with the loading flag set (main.tsx), a spinner otherwise.
 */
export function StartupFallback() {
  const isLoading = useLoadingStore((s) => s.isLoading);
  return isLoading ? <Splash /> : <Loader fullPage />;
}

/**
 * Clears the start-up loading flag once the first page has its first data: when no query is
 * fetching and no API call is under way any more after the page mounted (its calls start as it
 * mounts), and at the latest after `SPLASH_MAX_MS`. Later navigations never set the flag again.
 */
export function FirstDataGate() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { isLoading, clearLoading } = useLoadingStore.getState();
    if (!isLoading) return;
    let frame = 0;
    const cache = queryClient.getQueryCache();
    const done = () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      unsubscribe();
      unsubscribeRequests();
      clearLoading();
    };
    // Looked at once per frame: a finished query often starts the next one in the same tick.
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (queryClient.isFetching() === 0 && requestsInFlight() === 0) done();
      });
    };
    const unsubscribe = cache.subscribe(check);
    const unsubscribeRequests = onRequestsChange(check);
    const timer = setTimeout(done, SPLASH_MAX_MS);
    check();
    return done;
  }, [queryClient]);
  return null;
}
