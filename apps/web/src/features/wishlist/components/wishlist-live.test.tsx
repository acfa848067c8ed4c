import { wishlistEndpoints } from '@souq/contract/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { SaveHeart } from '../../../components/save-heart';
import { ApiRequestError } from '../../../lib/api';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { stubCall } from '../../../testing/api';
import WishlistLive from './wishlist-live';

const ME = 7;
const ids = { user_id: ME, ad: [11], job: [], auction: [], total: 1 };

function renderHearts() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <span className="relative">
          <WishlistLive />
        </span>
        <SaveHeart kind="ad" id={11} ownerId={1} />
        <SaveHeart kind="ad" id={12} ownerId={1} />
        <div data-testid="own">
          <SaveHeart kind="job" id={13} ownerId={ME} />
        </div>
      </MemoryRouter>
    </AppProviders>,
  );
}

const hearts = () => screen.getAllByRole('button', { name: 'Save to wish list' });

/** What a toggle answers in the current test (a promise it settles, or a value). */
let toggled: () => unknown;
let call: ReturnType<typeof stubCall>;

beforeEach(() => {
  act(() => useAuthStore.setState({ token: 'token', isAuthenticated: true }));
  toggled = () => ({ data: { saved: true } });
  call = stubCall((endpoint) => (endpoint === wishlistEndpoints.ids ? { data: ids } : toggled()));
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => useAuthStore.setState({ token: null, isAuthenticated: false }));
});

describe('the heart', () => {
  test('is filled for a saved item, saves another at once and counts it in the header', async () => {
    renderHearts();
    await waitFor(() => expect(hearts()[0]).toBeEnabled());
    // None on one's own job.
    expect(screen.getByTestId('own')).toBeEmptyDOMElement();
    const [saved, other] = hearts();
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1');

    await userEvent.click(other!);
    expect(other).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('2');
    expect(call).toHaveBeenCalledWith(wishlistEndpoints.toggle, { body: { type: 'ad', id: 12 } });
  });

  test('goes back and says so in a toast when the server refuses', async () => {
    let refuse: (error: unknown) => void = () => {};
    const refusal = new Promise((_, reject) => {
      refuse = reject;
    });
    toggled = () => refusal;
    renderHearts();
    await waitFor(() => expect(hearts()[0]).toBeEnabled());
    const saved = hearts()[0]!;
    await userEvent.click(saved);
    // Removed at once, before the answer.
    expect(saved).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByTestId('wishlist-count')).toBeNull();
    await act(async () => refuse(new ApiRequestError('Server error', 500)));
    expect(
      await screen.findByText('Your wish list could not be changed. Try again.'),
    ).toBeInTheDocument();
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1');
  });

  test('leads a visitor to the login page', () => {
    act(() => useAuthStore.setState({ token: null, isAuthenticated: false }));
    render(
      <MemoryRouter>
        <SaveHeart kind="auction" id={5} ownerId={1} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Save to wish list' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
