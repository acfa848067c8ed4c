import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppToasts } from '../../app/toasts';
import { ApiRequestError } from './client';
import { getErrorMessage } from './errors';
import { createWriteFeedbackCache, type WriteMeta } from './write-feedback';

// The feedback of every change (seed §8) is declared by its hook's `meta` and given by the query
// client's mutation cache: the success sound and toast, the failure's sound and toasts, and a
// "Try again" only where sending the change again is safe and the failure may pass.

const offline = () => new ApiRequestError('No connection', 0, undefined, 'ERR_NETWORK');
const serverDown = () => new ApiRequestError('Server failed', 503, {}, 'ERR_BAD_RESPONSE');
const refused = () =>
  new ApiRequestError('Not yours', 403, { message: 'Not yours' }, 'ERR_BAD_RESPONSE');
const invalid = () =>
  new ApiRequestError(
    'The given data was invalid.',
    422,
    {
      message: 'The given data was invalid.',
      code: 'validation.failed',
      errors: { title: ['Title is required.'], price: ['Price must be positive.'] },
    },
    'ERR_BAD_RESPONSE',
  );
const storageDown = () =>
  new ApiRequestError(
    'Storage is unavailable',
    500,
    { message: 'Storage is unavailable', code: 'http.internal' },
    'ERR_BAD_RESPONSE',
  );
/** The toast's text for `error`, in the page's language. */
const shown = (error: () => Error) => getErrorMessage(error());

/** Names of the sounds started since the last reset (the `this` of each play() call). */
const playedSounds = () =>
  vi
    .mocked(HTMLMediaElement.prototype.play)
    .mock.contexts.map((audio) => (audio as HTMLMediaElement).src.split('/').pop());

let client: QueryClient;

/** A mutation with `meta` whose function is `send`, in a client with the app's mutation cache. */
function renderChange<T>(send: () => Promise<T>, meta: WriteMeta) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMutation({ mutationFn: send, meta }), { wrapper }).result;
}

beforeEach(() => {
  client = new QueryClient({ mutationCache: createWriteFeedbackCache() });
  vi.mocked(HTMLMediaElement.prototype.play).mockClear();
  render(<AppToasts />);
});

afterEach(async () => {
  const { toast } = await import('react-toastify');
  act(() => toast.dismiss());
});

describe('a change that succeeded', () => {
  test('toasts the server message and plays the success sound', async () => {
    const change = renderChange(async () => ({ data: { id: 1 }, message: 'Ad created' }), {
      success: 'answer',
      failure: 'toast',
    });
    await act(() => change.current.mutateAsync());
    expect(await screen.findByText('Ad created')).toBeInTheDocument();
    expect(playedSounds()).toEqual(['success.wav']);
  });

  test('a delete without a message toasts "Deleted successfully"; with one, the server message', async () => {
    const meta: WriteMeta = { success: 'answer', fallback: 'common:feedback.deleted' };
    const bare = renderChange(async () => undefined, meta);
    await act(() => bare.current.mutateAsync());
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    const told = renderChange(async () => ({ message: 'Ad removed' }), meta);
    await act(() => told.current.mutateAsync());
    expect(await screen.findByText('Ad removed')).toBeInTheDocument();
  });

  test('the answer alone, without a message: the sound and no toast', async () => {
    const change = renderChange(async () => ({ data: { id: 2 } }), { success: 'answer' });
    await act(() => change.current.mutateAsync());
    expect(playedSounds()).toEqual(['success.wav']);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  test("the caller's own words win over the server's; a quiet change plays no sound", async () => {
    const change = renderChange(async () => ({ message: 'Profile updated' }), {
      success: 'profiles:about.saved',
      quiet: true,
    });
    await act(() => change.current.mutateAsync());
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
    expect(playedSounds()).toEqual([]);
  });

  test('the queries it names are asked again', async () => {
    const load = vi.fn(async () => 1);
    await client.fetchQuery({ queryKey: ['ads', 'list', 'x'], queryFn: load });
    const change = renderChange(async () => ({}), { invalidates: [['ads']] });
    await act(() => change.current.mutateAsync());
    expect(client.getQueryState(['ads', 'list', 'x'])?.isInvalidated).toBe(true);
  });
});

describe('a change that failed', () => {
  test('validation: the error sound and one "field: message" toast per error', async () => {
    const change = renderChange(() => Promise.reject(invalid()), { failure: 'toast' });
    await act(() => expect(change.current.mutateAsync()).rejects.toMatchObject({ status: 422 }));
    expect(await screen.findByText('title: Title is required.')).toBeInTheDocument();
    expect(screen.getByText('price: Price must be positive.')).toBeInTheDocument();
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
    expect(playedSounds()).toEqual(['error.wav']);
  });

  test('without validation errors: the response message', async () => {
    const change = renderChange(() => Promise.reject(storageDown()), { failure: 'toast' });
    await act(() => expect(change.current.mutateAsync()).rejects.toBeTruthy());
    expect(await screen.findByText('Storage is unavailable')).toBeInTheDocument();
  });

  test('without a response message: the network error, in the page language', async () => {
    const change = renderChange(() => Promise.reject(offline()), { failure: 'toast' });
    await act(() => expect(change.current.mutateAsync()).rejects.toBeTruthy());
    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(getErrorMessage(new Error('Timed out'))).toBe('Timed out');
    expect(getErrorMessage('???')).toBe('Unknown error');
  });

  test('"message": the one message, without a sound', async () => {
    const change = renderChange(() => Promise.reject(invalid()), { failure: 'message' });
    await act(() => expect(change.current.mutateAsync()).rejects.toBeTruthy());
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expect(playedSounds()).toEqual([]);
  });

  test('"sound": the error sound only, the caller shows the failure in place', async () => {
    const change = renderChange(() => Promise.reject(refused()), { failure: 'sound' });
    await act(() => expect(change.current.mutateAsync()).rejects.toBeTruthy());
    expect(playedSounds()).toEqual(['error.wav']);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  test('an update that failed on the way offers "Try again", which sends it again', async () => {
    const send = vi.fn(() => Promise.reject(offline()));
    const change = renderChange(send, { failure: 'retry' });
    await act(() => expect(change.current.mutateAsync()).rejects.toThrow());
    const toast = (await screen.findByText(shown(offline))).closest('.Toastify__toast');
    const again = screen.getByRole('button', { name: 'Try again' });
    expect(toast).toContainElement(again);
    fireEvent.click(again);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  test('a delete the server failed offers it too', async () => {
    const send = vi.fn(() => Promise.reject(serverDown()));
    const change = renderChange(send, { failure: 'retry' });
    await act(() => expect(change.current.mutateAsync()).rejects.toThrow());
    await screen.findByText(shown(serverDown));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  test('a refusal would answer the same: no "Try again"', async () => {
    const change = renderChange(() => Promise.reject(refused()), { failure: 'retry' });
    await act(() => expect(change.current.mutateAsync()).rejects.toThrow());
    await screen.findByText('Not yours');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('a create is never sent twice from the toast (it may have been made)', async () => {
    const change = renderChange(() => Promise.reject(offline()), { failure: 'toast' });
    await act(() => expect(change.current.mutateAsync()).rejects.toThrow());
    await screen.findByText(shown(offline));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('without feedback declared the caller shows the failure: no toast, no sound', async () => {
    const change = renderChange(() => Promise.reject(refused()), {});
    await act(() => expect(change.current.mutateAsync()).rejects.toThrow());
    expect(playedSounds()).toEqual([]);
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });
});
