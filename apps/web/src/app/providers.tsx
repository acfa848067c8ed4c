import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useToastsRequested } from '../lib/notify';

// The toast container mounts with the first toast: react-toastify stays out of initial loads.
const AppToasts = lazy(() => import('./toasts').then((m) => ({ default: m.AppToasts })));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
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
