import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppToasts } from '../../../app/toasts';
import { useToastsRequested } from '../../../lib/notify';
import { InviteLinkCard } from './invite-link-card';

const link = { code: 'K7Q2ZP', url: 'https://souq.example/register?ref=K7Q2ZP' };

function renderCard(props: Partial<Parameters<typeof InviteLinkCard>[0]> = {}) {
  return render(
    <>
      <AppToasts />
      <InviteLinkCard link={link} isPending={false} isError={false} onRetry={vi.fn()} {...props} />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => useToastsRequested.setState({ requested: false }));
});

describe('the invite link', () => {
  test('shows the link read-only with the 2-points rule', () => {
    renderCard();
    const field = screen.getByRole('textbox', { name: 'Your invite link' });
    expect(field).toHaveValue(link.url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(
      '2 points for you and 2 for each friend who registers through your link.',
    );
  });

  test('Copy puts the link on the clipboard and says "Link copied"', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderCard();
    // No share sheet in this browser: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.url));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  test('where the clipboard is refused, the link is selected for the reader to copy', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    document.execCommand = vi.fn(() => false);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText(
        "The link is selected: copy it with your keyboard or your phone's menu.",
      ),
    ).toBeInTheDocument();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your invite link' });
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link.url.length]);
  });

  test('Share opens the system share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Join me on Souq',
        text: 'Register on Souq through my link and we both get 2 points.',
        url: link.url,
      }),
    );
  });

  test('nothing to copy while the link loads', () => {
    renderCard({ link: undefined, isPending: true });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Your invite link' })).toHaveAttribute(
      'placeholder',
      'Loading your invite link…',
    );
  });
});
