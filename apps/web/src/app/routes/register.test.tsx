import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderApp } from '../../testing/render';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('registering through an invite link', { timeout: 20_000 }, () => {
  test('the visitor is told they were invited, on both steps, and the code stays', async () => {
    const { router } = renderApp('/register?ref=K7Q2ZP');
    const notice = 'You were invited: you and your friend each get 2 points.';
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Person/ }));
    expect(router.state.location.search).toContain('ref=K7Q2ZP');
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  test('no invite, no notice', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/You were invited/)).toBeNull();
  });
});
