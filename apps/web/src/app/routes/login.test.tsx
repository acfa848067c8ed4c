import { accountsEndpoints } from '@souq/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { restoreSession, useAuthStore } from '../../lib/stores/auth-store';
import { stubCall } from '../../testing/api';
import { renderApp } from '../../testing/render';

const account = { id: 4, name: 'Hind', type: 'user' };

async function openLogin() {
  const user = userEvent.setup();
  const view = renderApp('/login');
  await screen.findByRole('heading', { name: 'Log in to Souq' });
  return { user, ...view };
}

beforeEach(() => restoreSession());
afterEach(async () => {
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
  await i18n.changeLanguage('en');
});

describe('login form', { timeout: 20_000 }, () => {
  test('an empty form asks for both fields and sends nothing', async () => {
    const post = stubCall();
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required.');
    expect(post).not.toHaveBeenCalled();
  });

  test('an address the contract refuses is named, in Arabic too', async () => {
    const post = stubCall();
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'hind@souq');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    await i18n.changeLanguage('ar');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      i18n.t('validation:login.email', { lng: 'ar' }),
    );
    expect(post).not.toHaveBeenCalled();
  });

  test('a valid form sends the trimmed address, stores the session and goes home', async () => {
    const post = stubCall().mockResolvedValue({
      data: { token: 'fresh-token', user: account, company: account },
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), '  hind@souq.test ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(post).toHaveBeenCalledWith(accountsEndpoints.login, {
      body: { email: 'hind@souq.test', password: 'secret' },
    });
    expect(useAuthStore.getState()).toMatchObject({ token: 'fresh-token', role: 'user' });
  });

  test('refused credentials show the failure message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubCall().mockRejectedValue(new Error('401'));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'hind@souq.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
  });
});
