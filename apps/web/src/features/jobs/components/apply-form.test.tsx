import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ApplyForm } from './apply-form';

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'my cv.pdf', { type: 'application/pdf' });

describe('apply form', { timeout: 20_000 }, () => {
  test('a CV is required: nothing is sent without one', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<ApplyForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Choose your CV file.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a text file named cv.pdf is refused by its bytes before sending', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup({ applyAccept: false });
    render(<ApplyForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.upload(
      screen.getByLabelText('Your CV'),
      new File(['hello, I am text'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('The CV must be a PDF, DOC or DOCX file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('sends the cover letter and the CV and shows the upload progress', async () => {
    let report: (fraction: number) => void = () => {};
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      (_values: { coverLetter: string; cv: File }, onProgress: (f: number) => void) => {
        report = onProgress;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    );
    const user = userEvent.setup();
    render(<ApplyForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText(/Cover letter/), '  I can start next month. ');
    await user.upload(screen.getByLabelText('Your CV'), pdf());
    expect(await screen.findByText('my cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0].coverLetter).toBe('I can start next month.');
    expect(onSubmit.mock.calls[0]![0].cv.name).toBe('my cv.pdf');
    report(0.4);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading your CV' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
