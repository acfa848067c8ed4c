import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { refusalKind } from '../lib/api/errors';
import { createWriteFeedbackCache } from '../lib/api/write-feedback';
import { useToastsRequested } from '../lib/notify';

// The toast container mounts with the first toast: react-toastify stays out of initial loads.
const AppToasts = lazy(() => import('./toasts').then((m) => ({ default: m.AppToasts })));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A change's toasts and sounds, as its hook's `meta` declares them (lib/api/write-feedback).
    mutationCache: createWriteFeedbackCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Once more after a failing server or a lost connection; never straight after a 429
        // (it said how long to wait: the page offers the retry) nor on a 4xx, which would answer
        // the same.
        retry: (failures, error) => {
          const kind = refusalKind(error);
          return failures < 1 && (kind === 'server' || kind === 'network');
        },
      },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toastsRequested = useToastsRequested((s) => s.requested);
  return (
    <QueryClientProvider client={client}>
      {children}
      {toastsRequested && (
        <Suspense fallback={null}>
          <AppToasts />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
