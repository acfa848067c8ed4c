import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ReportDialog } from './report-dialog';

const reasons = [
  { value: 'scam', label: 'Scam or fraud' },
  { value: 'other', label: 'Something else', needsDetails: true },
];

describe('ReportDialog', () => {
  test('a reason is chosen first; its label and the optional details are sent, then it closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(
      <ReportDialog
        open
        onClose={onClose}
        title="Report this ad"
        description="Tell us what is wrong."
        reasons={reasons}
        onSubmit={onSubmit}
        isPending={false}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Report this ad' });
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    expect(send).toBeEnabled();
    const details = screen.getByRole('textbox', { name: 'Details (optional)' });
    expect(details).toHaveAttribute('dir', 'auto');
    fireEvent.change(details, { target: { value: ' Asks for a deposit first ' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith('Scam or fraud: Asks for a deposit first'),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dialog).toBeInTheDocument();
  });

  test('"Something else" needs details before it can be sent', () => {
    render(
      <ReportDialog
        open
        onClose={vi.fn()}
        title="Report this ad"
        description="Tell us what is wrong."
        reasons={reasons}
        onSubmit={vi.fn(async () => undefined)}
        isPending={false}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tell us more' }), {
      target: { value: 'Same photos as another ad' },
    });
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  test('a refused report keeps the dialog open to try again', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn(async () => {
      throw new Error('refused');
    });
    render(
      <ReportDialog
        open
        onClose={onClose}
        title="Report post"
        description="Tell us what is wrong with this post."
        onSubmit={onSubmit}
        isPending={false}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Spam' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Spam'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
