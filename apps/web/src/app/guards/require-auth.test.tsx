import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { AUTH_KEY, restoreSession, TOKEN_KEY, useAuthStore } from '../../lib/stores/auth-store';
import { renderApp } from '../../testing/render';

const storeSession = ({ token = true, auth = true } = {}) => {
  if (token) localStorage.setItem(TOKEN_KEY, 'secret-token');
  if (auth) localStorage.setItem(AUTH_KEY, JSON.stringify({ isAuthenticated: true, role: 'user' }));
  restoreSession();
};

describe('login guard', () => {
  beforeEach(() => restoreSession());

  test('a signed-out visitor on a guarded route lands on /login with the requested location', async () => {
    const { router } = renderApp('/wish-list?tab=ads');
    await screen.findByRole('heading', { name: 'Log in to Souq' });
    expect(router.state.location.pathname).toBe('/login');
    const from = (router.state.location.state as { from: { pathname: string; search: string } })
      .from;
    expect(from.pathname).toBe('/wish-list');
    expect(from.search).toBe('?tab=ads');
  });

  test('the referrals page is guarded like the profile and the wish list', async () => {
    const { router } = renderApp('/referrals');
    await screen.findByRole('heading', { name: 'Log in to Souq' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/referrals' } });
  });

  test('the community layout is guarded too', async () => {
    const { router } = renderApp('/community/reels/7');
    await screen.findByRole('heading', { name: 'Log in to Souq' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/community/reels/7' } });
  });

  test('a signed-in user sees the guarded page', async () => {
    storeSession();
    const { router } = renderApp('/wish-list');
    expect(await screen.findByRole('heading', { name: 'Wish list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wish-list');
    expect(useAuthStore.getState().role).toBe('user');
  });

  test.each([
    ['only a token', { token: true, auth: false }],
    ['only an auth record', { token: false, auth: true }],
  ])('the session is not restored with %s', async (_, stored) => {
    storeSession(stored);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    const { router } = renderApp('/chat');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  test('login stores both keys with the company role by default; logout clears both', () => {
    useAuthStore.getState().login({ token: 'abc' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(JSON.parse(localStorage.getItem(AUTH_KEY)!)).toEqual({
      isAuthenticated: true,
      role: 'company',
    });
    useAuthStore.getState().logout();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      role: null,
    });
  });

  test('a sign-out on a guarded page goes home, not to /login, and guards work again afterwards', async () => {
    storeSession();
    const { router } = renderApp('/wish-list');
    await screen.findByRole('heading', { name: 'Wish list' });
    // The session ends while the guarded page is still shown (the race of seed §2, §4, §8).
    act(() => useAuthStore.getState().logout({ leaving: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(useAuthStore.getState().leaving).toBe(false));
    await act(() => router.navigate('/wish-list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
