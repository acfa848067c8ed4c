import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, onTestFinished, test } from 'vitest';
import { notify } from '../../lib/notify';
import { AUTH_KEY, restoreSession, TOKEN_KEY } from '../../lib/stores/auth-store';
import { useLoadingStore } from '../../lib/stores/loading-store';
import { renderApp } from '../../testing/render';

const signIn = () => {
  localStorage.setItem(TOKEN_KEY, 't');
  localStorage.setItem(AUTH_KEY, JSON.stringify({ isAuthenticated: true, role: 'company' }));
  restoreSession();
};

const mainNav = () => screen.queryAllByRole('navigation', { name: 'Main navigation' });

describe('layouts of the route table', () => {
  beforeEach(() => restoreSession());

  test('landing: header with the language switcher, no navigation, no footer', async () => {
    renderApp('/');
    await screen.findByRole('link', { name: 'Choose a category' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Language/ })).toBeInTheDocument();
    expect(mainNav()).toHaveLength(0);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a category' })).toHaveAttribute(
      'href',
      '/selectCategory',
    );
    await waitFor(() => expect(document.title).toBe('Buy, sell, hire and bid near you · Souq'));
  });

  test('home for a visitor: navigation in the seed order with login and sign-up, and a footer', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome to Souq' });
    const links = within(mainNav()[0]!).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/home',
      '/jobs',
      '/auctions',
      '/ads',
      '/contact',
      '/login',
      '/register',
    ]);
    const footer = await screen.findByRole('contentinfo');
    for (const path of ['/pages/terms', '/pages/privacy', '/pages/about']) {
      expect(
        within(footer)
          .getAllByRole('link')
          .some((a) => a.getAttribute('href') === path),
      ).toBe(true);
    }
    for (const name of ['Souq on X', 'Souq on Instagram', 'Souq on Facebook']) {
      expect(within(footer).getByRole('link', { name })).not.toHaveAttribute('target');
    }
    expect(
      within(footer).getByText(
        new RegExp(`${new Date().getFullYear()} Souq. All rights reserved.`),
      ),
    ).toBeInTheDocument();
  });

  test('signed in: no login links; Add New, wish list, chat and a user menu falling back to "Unknown user"', async () => {
    signIn();
    const { router } = renderApp('/ads');
    await screen.findByRole('heading', { name: 'Ads' });
    const hrefs = within(mainNav()[0]!)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/home', '/jobs', '/auctions', '/ads', '/contact']);
    expect(screen.getByRole('link', { name: 'Wish list' })).toHaveAttribute('href', '/wish-list');
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');

    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'What would you like to add?' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/AddAds', '/addOpportunity', '/add_auction']);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The user menu and the Add New dialog load after the page: wait for them under a busy CPU.
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu of Unknown user' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Referrals' })).toHaveAttribute(
      'href',
      '/referrals',
    );
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Unknown user' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
  });

  test('the mobile menu opens from the hamburger and closes when a link is chosen', async () => {
    const { router } = renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome to Souq' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The panel's code loads on the first open.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Jobs' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  test('the mobile menu closes on Escape and on an outside click', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome to Souq' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  test('sign-in pages have no header and no navigation but a footer', async () => {
    renderApp('/forget-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(mainNav()).toHaveLength(0);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  test('apply-job has the header but no footer', async () => {
    signIn();
    renderApp('/jobs/5/applyJob');
    // No such job: the apply page says so, in this layout.
    await screen.findByRole('heading', { name: 'Apply for this job' });
    expect(screen.getByText('You cannot apply for this job.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  test('an unknown path shows the not-found page with the footer and a link home', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(
      screen.getByText("Oops! The page you're looking for doesn't exist."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found · Souq'));
  });

  test('the community layout has a search box, icon navigation, notifications and chat', async () => {
    // The signed-in account is person 42; every other request fails as if offline.
    const offline = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL) =>
      String(input).endsWith('/api/v1/profile')
        ? Promise.resolve(
            new Response(JSON.stringify({ data: { user: { id: 42, name: 'Sara' } } }), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
          )
        : Promise.reject(new TypeError('offline'))) as typeof fetch;
    onTestFinished(() => {
      globalThis.fetch = offline;
    });
    signIn();
    renderApp('/community');
    await screen.findByRole('heading', { name: 'Community' });
    expect(
      screen.getAllByRole('searchbox', { name: 'Search the community' }).length,
    ).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation', { name: 'Community navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Home', 'Friends', 'Videos', 'Marketplace']);
    // Friends opens my own profile on its Friends tab (where requests to me wait), not on Posts.
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Friends' }).getAttribute('href')).toMatch(
        /^\/community\/profile\/42\?tab=friends$/,
      ),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chat');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  test('while the account loads, Friends is a disabled link with no address (not /community/profile/)', async () => {
    // The profile does not answer while the test runs: the account stays unknown. The calls fail
    // when it ends, so that none is left under way for the next file (one module graph).
    const offline = globalThis.fetch;
    let hangUp = () => {};
    const noAnswer = new Promise<Response>((_, reject) => {
      hangUp = () => reject(new TypeError('offline'));
    });
    noAnswer.catch(() => {});
    globalThis.fetch = (() => noAnswer) as typeof fetch;
    onTestFinished(() => {
      hangUp();
      globalThis.fetch = offline;
    });
    signIn();
    renderApp('/community');
    await screen.findByRole('heading', { name: 'Community' });
    const nav = screen.getByRole('navigation', { name: 'Community navigation' });
    const friends = within(nav).getByRole('link', { name: 'Friends' });
    expect(friends).toHaveAttribute('aria-disabled', 'true');
    expect(friends).not.toHaveAttribute('href');
    expect(within(nav).getByRole('link', { name: 'Videos' })).toHaveAttribute(
      'href',
      '/community?view=videos',
    );
  });

  test('the first toast mounts the toast container (top-right, newest on top)', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome to Souq' });
    await notify('success', 'First message');
    await notify('error', 'Second message');
    const second = await screen.findByText('Second message');
    const first = screen.getByText('First message');
    expect(second.closest('.Toastify__toast-container--top-right')).not.toBeNull();
    // Newest on top: the second toast comes before the first in the document.
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('the splash shows logo and product name while the loading flag is set', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Welcome to Souq' });
    expect(screen.queryByRole('status', { name: 'Loading Souq' })).not.toBeInTheDocument();
    useLoadingStore.getState().setLoading();
    const splash = await screen.findByRole('status', { name: 'Loading Souq' });
    expect(within(splash).getByText('Souq')).toBeInTheDocument();
    useLoadingStore.getState().clearLoading();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading Souq' })).not.toBeInTheDocument(),
    );
  });
});
