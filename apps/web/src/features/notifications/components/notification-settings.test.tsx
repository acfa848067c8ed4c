import { NOTIFICATION_TYPES, type NotificationSettings } from '@souq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { resetFormTest } from '../../../testing/forms';
import { notificationsKeys } from '../api/keys';
import { NotificationSettingsPanel } from './notification-settings';

const allOn: NotificationSettings = {
  types: NOTIFICATION_TYPES.map((type) => ({ type, enabled: true })),
};

const answer = (settings: NotificationSettings, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { data: settings } : { message: 'no', code: 'x' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The panel over a cache that already holds every type on (no first load unless `cold`). */
function renderPanel({ cold = false } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (!cold) client.setQueryData(notificationsKeys.settings(), allOn);
  render(
    <QueryClientProvider client={client}>
      <NotificationSettingsPanel />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

afterEach(resetFormTest);

describe('notification settings', () => {
  test('a switch turns its type off at once and posts only that type', async () => {
    const fetch = vi.fn(async () =>
      answer({
        types: allOn.types.map((t) =>
          t.type === 'community.comment' ? { ...t, enabled: false } : t,
        ),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderPanel();
    const box = await screen.findByRole('checkbox', { name: 'A comment on my post' });
    expect(box).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(NOTIFICATION_TYPES.length);
    await user.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/notifications/settings');
    expect(JSON.parse(init.body as string)).toEqual({
      types: [{ type: 'community.comment', enabled: false }],
    });
  });

  test('a refused change puts the switch back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(allOn, 500)),
    );
    const { user } = renderPanel();
    const box = await screen.findByRole('checkbox', { name: 'A reaction to my post' });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
  });

  test('settings that failed to load say so and load again on "Try again"', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(allOn, 500))
      .mockResolvedValueOnce(answer(allOn));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderPanel({ cold: true });
    await screen.findByText('Your notification settings could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('checkbox')).toHaveLength(NOTIFICATION_TYPES.length);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
