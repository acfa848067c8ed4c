import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../lib/api/client';
import { i18n } from '../lib/i18n';
import { RequestError } from './request-error';

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const refused = (status: number, retryAfter?: number, data?: unknown) =>
  new ApiRequestError('', status, data, 'ERR_BAD_RESPONSE', { retryAfter });

describe('a refused request as a page in the reader’s language', () => {
  test('429: says how long to wait, and the retry counts down before it can be pressed', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(
      <RequestError error={refused(429, 2, '<html>Too Many Requests</html>')} onRetry={onRetry} />,
    );
    expect(screen.getByText('Slow down a little')).toBeInTheDocument();
    expect(
      screen.getByText('Too many requests. Please wait 2 seconds and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/<html>/)).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again in 2 s' });
    expect(retry).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(2_300);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('the server’s own localised message is shown as text, never its JSON', () => {
    render(
      <RequestError
        error={refused(429, 30, {
          message: 'Too many requests. Please wait 30 seconds and try again.',
          code: 'http.too-many-requests',
        })}
        onRetry={vi.fn()}
      />,
    );
    expect(
      screen.getByText('Too many requests. Please wait 30 seconds and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/"message"/)).not.toBeInTheDocument();
  });

  test('5xx without a message: the server failed, in Arabic, with a retry that asks again', async () => {
    await i18n.changeLanguage('ar');
    const onRetry = vi.fn();
    render(
      <RequestError error={refused(503, undefined, 'Service Unavailable')} onRetry={onRetry} />,
    );
    expect(screen.getByText('حدث خطأ من جهتنا')).toBeInTheDocument();
    expect(
      screen.getByText('تعذّر على سوق الرد الآن. يرجى المحاولة مرة أخرى بعد قليل.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(onRetry).toHaveBeenCalled();
  });

  test('no connection says so', () => {
    render(
      <RequestError
        error={new ApiRequestError('Failed to fetch', 0, undefined, 'ERR_NETWORK')}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByText('No connection')).toBeInTheDocument();
    expect(
      screen.getByText('Network error. Please check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
