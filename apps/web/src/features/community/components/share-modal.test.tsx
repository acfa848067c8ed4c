import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ShareModal } from './share-modal';

const URL_ = 'https://souq.example/community?post=7';

describe('share modal', () => {
  test('an empty or blank message is refused with the seed text and nothing opens', async () => {
    const onClose = vi.fn();
    render(<ShareModal open onClose={onClose} url={URL_} />);
    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');

    await userEvent.click(whatsApp);
    expect(screen.getByRole('alert')).toHaveTextContent('Please write something to share.');
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Message'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write something to share.');
    expect(onClose).not.toHaveBeenCalled();
  });

  test('the WhatsApp link carries the message and the post address', async () => {
    render(<ShareModal open onClose={() => {}} url={URL_} />);
    await userEvent.type(screen.getByLabelText('Message'), 'Look at this');
    const href = screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toBe(`Look at this\n${URL_}`);
  });

  test('copy link copies message and address, then the modal closes and the message resets', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(<ShareModal open onClose={onClose} url={URL_} />);
    await user.type(screen.getByLabelText('Message'), 'For you');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`For you\n${URL_}`);
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<ShareModal open onClose={onClose} url={URL_} />);
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  test('the message box takes the direction of what is typed (dir="auto")', () => {
    render(<ShareModal open onClose={() => {}} url={URL_} />);
    expect(screen.getByLabelText('Message')).toHaveAttribute('dir', 'auto');
  });

  test('Escape closes the modal while the emoji search has focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ShareModal open onClose={onClose} url={URL_} />);
    await user.click(screen.getByRole('button', { name: 'Add emoji' }));
    const search = await screen.findByPlaceholderText(
      'Search emoji by name',
      {},
      { timeout: 15_000 },
    );
    await user.type(search, 'cat');
    expect(search).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  test('in Arabic the emoji picker names its sections and its search in Arabic', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('ar'));
    try {
      render(<ShareModal open onClose={() => {}} url={URL_} />);
      await user.click(screen.getByRole('button', { name: 'إضافة رمز تعبيري' }));
      expect(
        await screen.findByPlaceholderText('ابحث عن رمز تعبيري بالاسم', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(document.body).toHaveTextContent('الوجوه والأشخاص');
      expect(document.body).not.toHaveTextContent('Smileys & People');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  }, 20_000);
});
