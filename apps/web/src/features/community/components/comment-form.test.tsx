import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CommentForm } from './comment-form';

describe('comment form', () => {
  test('submit stays disabled while the text is blank after trimming', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CommentForm onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Send comment' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Write a comment'), '   ');
    expect(submit).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a comment of invisible characters only is never sent, as the contract says', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CommentForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Write a comment'), '\u200b\u200b');
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('sends the trimmed text and clears the input on success', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<CommentForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Write a comment');
    await userEvent.type(input, '  Nice photo ');
    await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    // The first check loads the contract's rules lazily.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Nice photo'));
    await waitFor(() => expect(input).toHaveValue(''));
  });

  test('keeps the text when sending fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('offline')));
    render(<CommentForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Write a comment');
    await userEvent.type(input, 'Hello{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(input).toHaveValue('Hello');
  });
});
