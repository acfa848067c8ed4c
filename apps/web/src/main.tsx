import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadCurrentLanguage } from './lib/i18n';
import { useLoadingStore } from './lib/stores/loading-store';

const router = createAppRouter();
// The splash shows from the first render until the first page has its texts and first data.
useLoadingStore.getState().setLoading();

// Texts first: rendering before them would flash translation keys.
void loadCurrentLanguage().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
