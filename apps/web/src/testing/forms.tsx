import type { Country, Region } from '@souq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createWriteFeedbackCache } from '../lib/api/write-feedback';
import { i18n } from '../lib/i18n';
import { useAuthStore } from '../lib/stores/auth-store';

export const saudi = { id: 1, name: 'Saudi Arabia', flag: '', phone_code: '+966' } as Country;
export const riyadh = { id: 3, name: 'Riyadh', country_id: 1 } as Region;

/** The catalogue's data as a route hands it to a place form (only Saudi Arabia's regions). */
export const placeChoices = {
  countries: [saudi],
  isCountriesLoading: false,
  isCountriesError: false,
  regions: [riyadh],
  isRegionsLoading: false,
};

/** Renders a form with its own query cache (no retries) and a user-event session to drive it. */
export function renderForm(form: ReactNode) {
  const client = new QueryClient({
    mutationCache: createWriteFeedbackCache(),
    defaultOptions: { queries: { retry: false } },
  });
  render(<QueryClientProvider client={client}>{form}</QueryClientProvider>);
  return { client, user: userEvent.setup() };
}

/** After each form test (`afterEach(resetFormTest)`): mocks restored, signed out, English. */
export async function resetFormTest() {
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
  await i18n.changeLanguage('en');
}
