import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal';

describe('ConfirmModal', () => {
  test('a single item deleted from a list asks the seed question (§2)', async () => {
    render(<ConfirmModal open listItem onClose={vi.fn()} onConfirm={vi.fn()} />);
    expect(
      await screen.findByRole('dialog', { name: 'Are you sure you want to delete this item?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This action cannot be undone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).toBeInTheDocument();
  });

  test('other deletions keep the general question', async () => {
    render(<ConfirmModal open onClose={vi.fn()} onConfirm={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
  });

  test('an action that is not a deletion says its own words on the button (leaving a channel)', async () => {
    const { rerender } = render(
      <ConfirmModal
        open
        onClose={vi.fn()}
        onConfirm={vi.fn()}
        title="Leave this channel?"
        confirmLabel="Leave"
        pendingLabel="Leaving…"
      />,
    );
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Delete' })).toBeNull();
    rerender(
      <ConfirmModal
        open
        isDeleting
        onClose={vi.fn()}
        onConfirm={vi.fn()}
        title="Leave this channel?"
        confirmLabel="Leave"
        pendingLabel="Leaving…"
      />,
    );
    expect(screen.getByRole('button', { name: 'Leaving…' })).toBeDisabled();
  });
});
