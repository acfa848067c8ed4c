import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AppToasts } from '../../../app/toasts';
import { CallButton, ChatButton, type PhoneReveal, ShareButton } from './ad-actions';
import { AdContactBar } from './ad-contact-bar';

const reveal = (overrides: Partial<PhoneReveal> = {}): PhoneReveal => ({
  phone: undefined,
  isPending: false,
  error: null,
  onReveal: vi.fn(),
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.className = '';
});

describe('Call', () => {
  test('asks for the number first (a counted reveal), then is a tel: link', () => {
    const first = reveal();
    const { rerender } = render(<CallButton reveal={first} compact />);
    fireEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(first.onReveal).toHaveBeenCalled();
    rerender(<CallButton reveal={reveal({ phone: '+966501234567' })} compact />);
    expect(screen.getByRole('link', { name: 'Call +966501234567' })).toHaveAttribute(
      'href',
      'tel:+966501234567',
    );
  });
});

describe('Chat', () => {
  test('opens the conversation about the ad', () => {
    const onChat = vi.fn();
    render(<ChatButton onChat={onChat} />);
    const chat = screen.getByRole('button', { name: 'Chat' });
    expect(chat).toBeEnabled();
    expect(chat).not.toHaveAttribute('aria-disabled');
    fireEvent.click(chat);
    expect(onChat).toHaveBeenCalledTimes(1);
  });
});

describe('the phone bar', () => {
  test('holds Call and Chat and keeps room at the bottom of the page while shown', () => {
    const onChat = vi.fn();
    const { unmount } = render(<AdContactBar reveal={reveal()} onChat={onChat} />);
    const bar = screen.getByRole('region', { name: 'Contact the seller' });
    expect(bar).toHaveClass('md:hidden', 'fixed', 'bottom-0');
    expect(screen.getByRole('button', { name: 'Call' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(onChat).toHaveBeenCalledTimes(1);
    expect(document.body).toHaveClass('max-md:pb-24');
    unmount();
    expect(document.body).not.toHaveClass('max-md:pb-24');
  });
});

describe('Share', () => {
  test('opens the system share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<ShareButton path="/ads/12" title="Leather sofa" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Leather sofa',
        text: 'Leather sofa on Souq',
        url: `${window.location.origin}/ads/12`,
      }),
    );
  });

  test('otherwise copies the link and says "Link copied"', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(
      <>
        <AppToasts />
        <ShareButton path="/ads/12" title="Leather sofa" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/ads/12`));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
