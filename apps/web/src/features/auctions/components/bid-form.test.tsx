import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { BidForm } from './bid-form';

beforeAll(() => loadNamespaces(['auctions']));

const auction = { next_bid: '1050.00', buy_now_price: '5000.00', current_price: '1000.00' };

describe('bid form', () => {
  test('starts at the next valid amount, written as a bidder types it, and sends it', async () => {
    const onBid = vi.fn(() => Promise.resolve());
    render(<BidForm auction={auction} onBid={onBid} isBusy={false} />);
    expect(screen.getByLabelText('Your bid')).toHaveValue('1050');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(onBid).toHaveBeenCalledWith({ amount: '1050' }));
  });

  test('an amount with cents keeps them', () => {
    render(
      <BidForm auction={{ ...auction, next_bid: '1050.50' }} onBid={vi.fn()} isBusy={false} />,
    );
    expect(screen.getByLabelText('Your bid')).toHaveValue('1050.50');
  });

  test('an amount below the next valid bid is refused before anything is sent', async () => {
    const onBid = vi.fn(() => Promise.resolve());
    render(<BidForm auction={auction} onBid={onBid} isBusy={false} />);
    const amount = screen.getByLabelText('Your bid');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1049');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText(/Your bid must be at least/)).toBeInTheDocument();
    expect(onBid).not.toHaveBeenCalled();
  });

  test('automatic bidding sends a maximum, Arabic digits included, and refuses one below the bid', async () => {
    const onBid = vi.fn(() => Promise.resolve());
    render(<BidForm auction={auction} onBid={onBid} isBusy={false} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /automatically/ }));
    const max = screen.getByLabelText('Your maximum');
    await userEvent.type(max, '900');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('Your maximum cannot be below your bid.')).toBeInTheDocument();
    await userEvent.clear(max);
    await userEvent.type(max, '٢٠٠٠');
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(onBid).toHaveBeenCalledWith({ amount: '1050', max_amount: '2000' }));
  });

  test('buy now sends the buy-now price with buy_now', async () => {
    const onBid = vi.fn(() => Promise.resolve());
    render(<BidForm auction={auction} onBid={onBid} isBusy={false} />);
    await userEvent.click(screen.getByRole('button', { name: /Buy now for/ }));
    expect(onBid).toHaveBeenCalledWith({ amount: '5000.00', buy_now: true });
  });
});
