import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Composer } from './composer';

const setup = (onSend = vi.fn(() => Promise.resolve())) => {
  const onTyping = vi.fn();
  render(<Composer onSend={onSend} onTyping={onTyping} />);
  return { onSend, onTyping, box: screen.getByLabelText('Message') };
};

describe('chat composer', () => {
  test('Enter sends the trimmed text and clears the box; Shift+Enter starts a new line', async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, '  Hello{Shift>}{Enter}{/Shift}there ');
    expect(box).toHaveValue('  Hello\nthere ');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({ body: 'Hello\nthere', file: null }),
    );
    expect(box).toHaveValue('');
  });

  test('blank text is never sent', async () => {
    const { onSend, box } = setup();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  test('a picked file is sent alone; a file over 10 MB is refused before upload', async () => {
    const { onSend } = setup();
    const input = screen.getByLabelText('Attach a picture or a file', { selector: 'input' });
    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is too large. The limit is 10 MB.',
    );

    const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ body: '', file: pdf }));
  });

  test('a failed send keeps the text and says why', async () => {
    const { box } = setup(vi.fn(() => Promise.reject(new Error('You cannot message this user.'))));
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot message this user.');
    expect(box).toHaveValue('Hello');
  });

  test('typing is announced at most every 2 seconds', async () => {
    const { onTyping, box } = setup();
    await userEvent.type(box, 'abcdef');
    expect(onTyping).toHaveBeenCalledTimes(1);
  });
});
