import type { AdCard, JobCard, WishlistEntry, WishlistPage } from '@souq/contract';
import { wishlistEndpoints } from '@souq/contract/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import WishlistLive from '../../features/wishlist/components/wishlist-live';
import { ApiRequestError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useAuthStore } from '../../lib/stores/auth-store';
import { stubCall } from '../../testing/api';
import { AppProviders } from '../providers';
import { WishlistPanel } from './wish-list';

const now = new Date().toISOString();
const place = { category: { id: 1, name: 'Sofas' }, country: { id: 1, name: 'Saudi Arabia' } };
const ad = (id: number, status: AdCard['status'] = 'active'): AdCard => ({
  id,
  title: `Sofa ${id}`,
  price: '100.00',
  negotiable: false,
  condition: 'used',
  ...place,
  region: { id: 2, name: 'Riyadh' },
  status,
  views: 0,
  phone_reveals: 0,
  created_at: now,
  updated_at: now,
  is_owner: false,
  featured_until: null,
  highlighted_until: null,
  cover: null,
  user: { id: 1, name: 'Sara', photo: null, type: 'user' },
});
const job = (id: number): JobCard => ({
  id,
  title: `Driver ${id}`,
  job_type: 'full_time',
  ...place,
  region: { id: 2, name: 'Riyadh' },
  salary_min: null,
  salary_max: null,
  experience: 0,
  gender: 'any',
  vacancies: 1,
  deadline: now,
  status: 'closed',
  applicants_count: 0,
  company: {
    id: 3,
    name: 'Acme',
    photo: null,
    type: 'company',
    logo: null,
    member_since: now,
  },
  created_at: now,
  updated_at: now,
  is_owner: false,
});

const entries: WishlistEntry[] = [
  { type: 'job', id: 21, item: job(21), saved_at: now },
  { type: 'ad', id: 12, item: ad(12, 'sold'), saved_at: now },
  { type: 'ad', id: 11, item: null, saved_at: now },
];
const pageOf = (data: WishlistEntry[]): WishlistPage => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 12, total: data.length },
});

/**
 * The API as the list sees it: one page per tab, `fail` tabs refused; a toggle waits for
 * `toggled` when given.
 */
function serve({ fail = [] as string[], toggled = undefined as (() => unknown) | undefined } = {}) {
  return stubCall((endpoint, options) => {
    if (endpoint.path === wishlistEndpoints.ids.path) {
      return { data: { user_id: 7, ad: [12, 11], job: [21], auction: [], total: 3 } };
    }
    if (endpoint.path === wishlistEndpoints.toggle.path && toggled) return toggled();
    const type = String((options.query as { type?: string } | undefined)?.type);
    if (fail.includes(type)) throw new ApiRequestError('Server error', 500);
    const data = type === 'all' ? entries : entries.filter((e) => e.type === type);
    return pageOf(data);
  });
}

function renderPanel(path = '/wish-list') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <WishlistLive />
        <Suspense fallback={null}>
          <WishlistPanel />
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  act(() => useAuthStore.setState({ token: 'token', isAuthenticated: true }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  act(() => useAuthStore.setState({ token: null, isAuthenticated: false }));
  await i18n.changeLanguage('en');
});

describe('the wish list', { timeout: 20_000 }, () => {
  test('tabs all / ads / opportunities / auctions; marked and deleted items stay', async () => {
    const get = serve();
    renderPanel();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Ads', 'Opportunities', 'Auctions']);
    expect(await screen.findByRole('link', { name: 'Driver 21' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sofa 12' })).toBeInTheDocument();
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText('This ad is no longer available')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Opportunities' }));
    expect(screen.getByRole('tab', { name: 'Opportunities' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Driver 21' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sofa 12' })).toBeNull();
    expect(get).toHaveBeenCalledWith(wishlistEndpoints.list, {
      query: { type: 'job', page: 1, per_page: 12 },
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Auctions' }));
    expect(await screen.findByText('Your wishlist is empty!')).toBeInTheDocument();
    // An empty tab points to where its own kind is found.
    expect(screen.getByRole('link', { name: 'Browse auctions' })).toHaveAttribute(
      'href',
      '/auctions',
    );
    expect(screen.queryByRole('link', { name: 'Browse ads' })).toBeNull();
  });

  test('the chosen tab is in the address, so a reload opens it again', async () => {
    const get = serve();
    renderPanel('/wish-list?type=job');
    expect(screen.getByRole('tab', { name: 'Opportunities' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Driver 21' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(wishlistEndpoints.list, {
      query: { type: 'job', page: 1, per_page: 12 },
    });
  });

  test('the seed’s error texts: opportunities, then any other data', async () => {
    serve({ fail: ['all', 'job'] });
    renderPanel();
    expect(await screen.findByText('An error occurred while loading data.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Opportunities' }));
    expect(await screen.findByText('Error loading opportunities.')).toBeInTheDocument();
  });

  test('a removed item leaves the list at once (a heart, or Remove on a deleted one)', async () => {
    let answer: (value: unknown) => void = () => {};
    const call = serve({
      toggled: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderPanel();
    const card = (await screen.findByRole('link', { name: 'Sofa 12' })).closest('article')!;
    const heart = within(card as HTMLElement).getByRole('button', { name: 'Save to wish list' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    // Gone before the server answers.
    expect(screen.queryByRole('link', { name: 'Sofa 12' })).toBeNull();
    await act(async () => answer({ data: { saved: false } }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('This ad is no longer available')).toBeNull();
    expect(call).toHaveBeenLastCalledWith(wishlistEndpoints.toggle, {
      body: { type: 'ad', id: 11 },
    });
    expect(screen.getByRole('link', { name: 'Driver 21' })).toBeInTheDocument();
  });

  test('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    serve({ fail: ['all'] });
    renderPanel();
    expect(await screen.findByText('حدث خطأ أثناء تحميل البيانات.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الفرص' })).toBeInTheDocument();
  });
});
