import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { requestsInFlight } from '../lib/api/in-flight';
import { useLoadingStore } from '../lib/stores/loading-store';
import { FirstDataGate, Splash } from './splash';

afterEach(() => useLoadingStore.getState().clearLoading());
// The gate waits for every API call under way; the suite's files share one module graph, so a call
// an earlier test started (and failed at its end) may still be settling.
beforeEach(() => waitFor(() => expect(requestsInFlight()).toBe(0), { timeout: 5_000 }));

function SlowPage({ data }: { data: Promise<string> }) {
  const query = useQuery({ queryKey: ['first'], queryFn: () => data });
  return <p>{query.data ?? 'loading'}</p>;
}

describe('the start-up splash', () => {
  test('set at start, it stays while the first page’s data loads and goes once it is there', async () => {
    useLoadingStore.getState().setLoading();
    let answer: (value: string) => void = () => {};
    const data = new Promise<string>((resolve) => {
      answer = resolve;
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Splash />
        <FirstDataGate />
        <SlowPage data={data} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading Souq' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('status', { name: 'Loading Souq' })).toBeInTheDocument();
    await act(async () => answer('First page'));
    expect(await screen.findByText('First page')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading Souq' })).not.toBeInTheDocument(),
    );
  });

  test('a page without data lets it go at once; without the flag nothing shows', async () => {
    useLoadingStore.getState().setLoading();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Splash />
        <FirstDataGate />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(useLoadingStore.getState().isLoading).toBe(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
