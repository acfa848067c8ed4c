import type { AdCard } from '@souq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { stubCall } from '../../../testing/api';
import { type AdsFilters, useAds } from '../api/get-ads';
import { AdsGrid } from './ads-grid';

/** IntersectionObserver stand-in: the test says when the marker is fully visible. */
const observers: Array<{
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
}> = [];
class FakeObserver {
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe() {}
  disconnect() {
    observers.splice(observers.indexOf(this), 1);
  }
}
const showMarker = () =>
  act(() => {
    for (const o of [...observers]) {
      o.callback(
        [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        o as never,
      );
    }
  });

const card = (id: number): AdCard => ({
  id,
  title: `Ad ${id}`,
  price: '100.00',
  negotiable: false,
  condition: 'used',
  category: { id: 1, name: 'Sofas' },
  country: { id: 1, name: 'Saudi Arabia' },
  region: { id: 2, name: 'Riyadh' },
  status: 'active',
  views: 0,
  phone_reveals: 0,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  is_owner: false,
  featured_until: null,
  highlighted_until: null,
  cover: null,
  user: { id: 1, name: 'Sara', photo: null, type: 'user' },
});

const filters: AdsFilters = {
  search: '',
  countryId: 1,
  regionId: null,
  categoryId: null,
  priceMin: '',
  priceMax: '',
  condition: '',
  sort: 'newest',
};

function Harness() {
  const ads = useAds(filters);
  return <AdsGrid ads={ads} empty={<p>empty</p>} />;
}

function renderGrid() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observers.length = 0;
});

describe('end-of-list marker (seed §4)', () => {
  test('the next page exists only while the current page is below the last', () => {
    expect(nextPageOf({ current_page: 1, last_page: 3 })).toBe(2);
    expect(nextPageOf({ current_page: 3, last_page: 3 })).toBeUndefined();
    expect(nextPageOf(undefined)).toBeUndefined();
  });

  test('a fully visible marker fetches the next page and appends it, up to the last page', async () => {
    const get = stubCall((_endpoint, options) => {
      const page = Number((options.query as { page: number } | undefined)?.page);
      return {
        data: [card(page * 10 + 1), card(page * 10 + 2)],
        meta: { current_page: page, last_page: 2, per_page: 2, total: 4, total_capped: false },
      };
    });
    renderGrid();
    expect(await screen.findByText('Ad 11')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![1]!.query).toMatchObject({
      page: 1,
      paginate: 'true',
      country_id: 1,
    });
    expect(observers.every((o) => o.options?.threshold === 1)).toBe(true);

    await showMarker();
    expect(await screen.findByText('Ad 21')).toBeInTheDocument();
    // Appended: the first page stays.
    expect(screen.getByText('Ad 11')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(get.mock.calls[1]![1]!.query).toMatchObject({ page: 2 });

    // Current page = last page: the marker asks for nothing more.
    await showMarker();
    await waitFor(() =>
      expect(screen.getByText('You have seen every ad for these filters.')).toBeInTheDocument(),
    );
    expect(get).toHaveBeenCalledTimes(2);
  });

  test('a failed first page shows the response message and is not retried', async () => {
    const get = stubCall().mockRejectedValue(
      new ApiRequestError('The service is down', 503, {
        message: 'The service is down',
        code: 'http.unavailable',
      }),
    );
    renderGrid();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is down');
    expect(get).toHaveBeenCalledTimes(1);
  });
});
