import type { NotificationsPage } from '@souq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { notificationsKeys } from '../api/keys';
import { NotificationBell } from './notification-bell';

const latest: NotificationsPage = {
  data: [
    {
      id: 1,
      type: 'community.comment',
      text: 'Sara commented on your post.',
      actor: null,
      actors_count: 1,
      target: { kind: 'post', id: 7, title: 'Weekend car meet', link: '/community?post=7' },
      created_at: new Date().toISOString(),
      read_at: null,
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 8, total: 1, unread_count: 1 },
};

/** The bell over a cache that already holds the count and the newest notifications. */
function renderBell() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(notificationsKeys.unread(), { unread_count: 1 });
  client.setQueryData(notificationsKeys.latest('en'), latest);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell socket={null} className="" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('notification bell', () => {
  test('Escape inside the panel closes it and gives the focus back to the bell', async () => {
    const user = renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});
