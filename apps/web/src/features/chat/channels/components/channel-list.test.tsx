import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { ChannelList } from './channel-list';

describe('my channels', () => {
  test('with none yet, a phone is shown the way to the public channels', () => {
    render(
      <MemoryRouter>
        <ChannelList
          channels={[]}
          selectedId={null}
          hasMore={false}
          loadingMore={false}
          onLoadMore={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(/You are not in any channel yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse public channels' })).toHaveAttribute(
      'href',
      '/chat/channels?view=discover',
    );
  });
});
