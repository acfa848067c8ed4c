import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { formatDateTime } from '../lib/date-time';
import { BidHistory } from './bid-history';

beforeAll(() => loadNamespaces(['auctions']));

const empty = { bids: [], hasMore: false, onMore: vi.fn(), isLoading: false };

describe('bid history without bids', () => {
  test('a live auction invites the first bid', () => {
    render(<BidHistory {...empty} />);
    expect(screen.getByText('No bids yet. Be the first to bid!')).toBeInTheDocument();
  });

  test('an upcoming auction says when bidding opens instead', () => {
    const opensAt = '2030-03-01T09:30:00.000Z';
    render(<BidHistory {...empty} opensAt={opensAt} />);
    expect(screen.getByText(`Bidding opens on ${formatDateTime(opensAt)}.`)).toBeInTheDocument();
    expect(screen.queryByText(/Be the first/)).not.toBeInTheDocument();
  });
});
