import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';

/** A QueryClient that never fetches: layout tests must not depend on a running API. */
export function createOfflineQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
}

/** Renders the app's real route table at `path` in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createOfflineQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...result };
}
