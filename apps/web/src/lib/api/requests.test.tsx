import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppToasts } from '../../app/toasts';
import { type ApiClient, ApiRequestError } from './client';
import { getErrorMessage } from './errors';
import { createItem, deleteItem, updateItem } from './requests';

// A write's failure toast offers "Try again" only where sending it again is safe (an update or
// a delete that was given `retry`) and only when the failure may pass (network, server).

const offline = () => new ApiRequestError('No connection', 0, undefined, 'ERR_NETWORK');
const serverDown = () => new ApiRequestError('Server failed', 503, {}, 'ERR_BAD_RESPONSE');
/** The toast's text for `error`, in the page's language. */
const shown = (error: () => Error) => getErrorMessage(error());
const refused = () =>
  new ApiRequestError('Not yours', 403, { message: 'Not yours' }, 'ERR_BAD_RESPONSE');

/** A client whose every call fails with `error`. */
const failingClient = (error: () => Error) =>
  ({
    request: vi.fn(async () => Promise.reject(error())),
    post: vi.fn(async () => Promise.reject(error())),
    delete: vi.fn(async () => Promise.reject(error())),
  }) as unknown as ApiClient;

beforeEach(() => {
  render(<AppToasts />);
});

afterEach(async () => {
  const { toast } = await import('react-toastify');
  act(() => toast.dismiss());
});

describe('a failed change', () => {
  test('an update that failed on the way offers "Try again", which sends it again', async () => {
    const retry = vi.fn();
    await expect(
      updateItem('/items/1', { title: 'x' }, { client: failingClient(offline), retry }),
    ).rejects.toThrow();
    const toast = (await screen.findByText(shown(offline))).closest('.Toastify__toast');
    const again = screen.getByRole('button', { name: 'Try again' });
    expect(toast).toContainElement(again);
    fireEvent.click(again);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('a delete the server failed offers it too', async () => {
    const retry = vi.fn();
    await expect(
      deleteItem('/items/1', { client: failingClient(serverDown), retry }),
    ).rejects.toThrow();
    await screen.findByText(shown(serverDown));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('a refusal would answer the same: no "Try again"', async () => {
    await expect(
      updateItem('/items/1', {}, { client: failingClient(refused), retry: vi.fn() }),
    ).rejects.toThrow();
    await screen.findByText('Not yours');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('a create is never sent twice from the toast (it may have been made)', async () => {
    await expect(
      createItem('/items', {}, { client: failingClient(offline), retry: vi.fn() }),
    ).rejects.toThrow();
    await screen.findByText(shown(offline));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('without `retry` the toast is the message alone', async () => {
    await expect(updateItem('/items/1', {}, { client: failingClient(offline) })).rejects.toThrow();
    await screen.findByText(shown(offline));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
