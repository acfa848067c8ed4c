import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Loader, RouteProgress } from '../components/loader';
import { FirstDataGate, Splash } from '../components/splash';
import { SelectionSyncGate } from '../features/catalog/components/selection-sync-gate';

/** Scrolls to the top on first load and whenever the path changes. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ScrollToTop />
      {navigation.state === 'loading' && <RouteProgress />}
      <Splash />
      <FirstDataGate />
      <SelectionSyncGate />
      {/* A page (or layout) whose translation namespace is not loaded yet suspends here. */}
      <Suspense fallback={<Loader fullPage />}>
        <Outlet />
      </Suspense>
    </>
  );
}
