import type { ReactionRecord, ReactionSummaryItem } from '@souq/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { ReactionsView, type ReactionsViewProps } from './reactions-modal';

const summary: ReactionSummaryItem[] = [
  { type: 'haha', type_emoji: '😂', count: 2 },
  { type: 'love', type_emoji: '❤️', count: 1 },
];
const records: ReactionRecord[] = [
  {
    id: 1,
    user: { id: 41, name: 'Omar Saleh', photo: null, type: 'user' },
    type: 'haha',
    type_emoji: '😂',
    created_at: '2026-01-01T00:00:00Z',
  },
  {
    id: 2,
    user: { id: 42, name: '', photo: null, type: 'user' },
    type: 'haha',
    type_emoji: '😂',
    created_at: '2026-01-01T00:00:00Z',
  },
];

const view = (props: Partial<ReactionsViewProps>) =>
  render(
    <MemoryRouter>
      <ReactionsView
        filter="all"
        onFilterChange={() => {}}
        status="success"
        records={[]}
        summary={summary}
        total={3}
        {...props}
      />
    </MemoryRouter>,
  );

describe('reactions modal', () => {
  test('tabs all, like and love are shown; the rest are under "more"', async () => {
    const onFilterChange = vi.fn();
    view({ onFilterChange });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All3', '👍Like0', '❤️Love1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const more = screen.getAllByRole('menuitemradio');
    expect(more.map((item) => item.textContent)).toEqual([
      '😂Haha2',
      '😮Wow0',
      '😢Sad0',
      '😡Angry0',
    ]);
    await userEvent.click(more[0]!);
    expect(onFilterChange).toHaveBeenCalledWith('haha');
  });

  test('loading', () => {
    view({ status: 'pending' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading reactions...');
  });

  test('error: the seed texts and Retry reloads', async () => {
    const onRetry = vi.fn();
    view({ status: 'error', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load reactions');
    expect(alert).toHaveTextContent('Please try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('empty for a type', () => {
    view({ filter: 'wow' });
    expect(screen.getByText('No Wow reactions yet')).toBeInTheDocument();
    expect(screen.getByText('Be the first to react to this post!')).toBeInTheDocument();
    // A type under "more" shows in its button.
    expect(screen.getByRole('button', { name: /Wow/ })).toHaveAttribute('aria-expanded', 'false');
  });

  test('list: each entry links to the community profile; a missing name reads "Unknown user"', () => {
    view({ filter: 'haha', records });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/community/profile/41',
      '/community/profile/42',
    ]);
    expect(links[0]).toHaveTextContent('Omar Saleh');
    expect(links[1]).toHaveTextContent('Unknown user');
  });
});
