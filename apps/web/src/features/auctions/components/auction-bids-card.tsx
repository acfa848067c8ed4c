import type { Auction } from '@souq/contract';
import type { useBids } from '../api/get-bids';
import { BidHistory } from './bid-history';

/** The auction's bids, newest first, in a card under `title`, with "more" while there are more. */
export function AuctionBidsCard({
  auction,
  bids,
  title,
}: {
  auction: Auction;
  bids: ReturnType<typeof useBids>;
  title: string;
}) {
  return (
    <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      <BidHistory
        bids={bids.items}
        isLoading={bids.isPending}
        hasMore={bids.hasNextPage}
        onMore={() => void bids.fetchNextPage()}
        opensAt={auction.state === 'upcoming' ? auction.starts_at : null}
      />
    </section>
  );
}
