import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CreateReelModal } from './create-reel-modal';

/** An upload the server never answers: the form stays in its publishing state. */
class PendingUpload {
  static sent: FormData[] = [];
  progress: ((event: ProgressEvent) => void) | null = null;
  upload = {
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => {
      this.progress = listener;
    },
  };
  addEventListener() {}
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    PendingUpload.sent.push(form);
    this.progress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
  }
}

const video = () => new File([new Uint8Array(64)], 'clip.mp4', { type: 'video/mp4' });

function renderModal(onClose = vi.fn()) {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateReelModal
        open
        onClose={onClose}
        place={{ country_id: null, region_id: null }}
        onCreated={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return onClose;
}

// The rules' chunk (zod) is fetched while the browser is idle; here once, before the tests.
beforeAll(() => import('../lib/create-reel-schema'));

afterEach(() => {
  vi.unstubAllGlobals();
  PendingUpload.sent = [];
});

describe('create reel modal', () => {
  test('publish stays disabled until a video is chosen', async () => {
    renderModal();
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(screen.getByText('MP4, MOV, WebM, AVI (Max 100MB, 3 minutes)')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Video', { selector: 'input' }), video());
    expect(publish).toBeEnabled();
  });

  test('the video picker speaks the page language and names the chosen file', async () => {
    renderModal();
    // Our own labelled button, not the browser's "Choose File / No file chosen" (always English).
    expect(screen.getByText('Choose a video')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Video', { selector: 'input' }), video());
    expect(screen.getByText('Choose another video')).toBeInTheDocument();
    expect(screen.getByText('clip.mp4')).toBeInTheDocument();
  });

  test('a blank caption is not sent', async () => {
    vi.stubGlobal('XMLHttpRequest', PendingUpload);
    renderModal();
    await userEvent.upload(screen.getByLabelText('Video', { selector: 'input' }), video());
    await userEvent.type(screen.getByLabelText('Caption'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a caption.');
    expect(PendingUpload.sent).toHaveLength(0);
  });

  test('while publishing the button reads "Publishing...", is disabled and shows progress', async () => {
    vi.stubGlobal('XMLHttpRequest', PendingUpload);
    renderModal();
    await userEvent.upload(screen.getByLabelText('Video', { selector: 'input' }), video());
    await userEvent.type(screen.getByLabelText('Caption'), 'Dunes at dusk');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const busy = await screen.findByRole('button', { name: 'Publishing...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    const form = PendingUpload.sent[0]!;
    expect(form.get('title')).toBe('test');
    expect(form.get('caption')).toBe('Dunes at dusk');
    expect(form.get('status')).toBe('active');
    expect((form.get('video') as File).name).toBe('clip.mp4');
  });

  test('closing resets the form', async () => {
    const onClose = renderModal();
    await userEvent.upload(screen.getByLabelText('Video', { selector: 'input' }), video());
    await userEvent.type(screen.getByLabelText('Caption'), 'Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText('Caption')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });
});
