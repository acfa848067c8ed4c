import { pagesEndpoints } from '@souq/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { stubCall } from '../../testing/api';
import { renderApp } from '../../testing/render';

async function openContact() {
  const user = userEvent.setup();
  renderApp('/contact');
  await screen.findByRole('form', { name: 'Contact us' });
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), ' Hind ');
  await user.type(screen.getByLabelText('Email'), 'hind@souq.test');
  await user.type(screen.getByLabelText('Subject'), 'A listing');
  await user.type(screen.getByLabelText('Message'), 'The photos are not of this car.');
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('contact form', { timeout: 30_000 }, () => {
  test('an empty form shows each rule beside its field, focuses the first, sends nothing', async () => {
    const post = stubCall();
    const user = await openContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const message of [
      'Enter your name (at least 2 characters).',
      'Enter a valid e-mail address.',
      'Enter a subject (at least 3 characters).',
      'Write your message (at least 10 characters).',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
  });

  test('an edited field loses its message at once; the messages are Arabic in Arabic', async () => {
    const user = await openContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Enter your name (at least 2 characters).');
    await user.type(screen.getByLabelText('Name'), 'H');
    expect(screen.queryByText('Enter your name (at least 2 characters).')).toBeNull();
    await i18n.changeLanguage('ar');
    await user.click(screen.getByRole('button', { name: i18n.t('pages:contact.send') }));
    expect(
      await screen.findByText(i18n.t('pages:contact.errors.name', { lng: 'ar' })),
    ).toBeInTheDocument();
  });

  test('a valid form is sent as JSON through the contract path and emptied', async () => {
    const post = stubCall().mockResolvedValue({ data: { id: 9 }, message: 'Received.' });
    const user = await openContact();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(post).toHaveBeenCalledWith(pagesEndpoints.contact, {
      body: {
        name: 'Hind',
        email: 'hind@souq.test',
        subject: 'A listing',
        message: 'The photos are not of this car.',
      },
      json: true,
    });
  });

  test("the server's 422 messages show beside their fields", async () => {
    stubCall().mockRejectedValue(
      new ApiRequestError('Unprocessable', 422, {
        message: 'Invalid',
        code: 'validation.failed',
        errors: { subject: ['That subject is not allowed.'] },
      }),
    );
    const user = await openContact();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('That subject is not allowed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
  });
});
