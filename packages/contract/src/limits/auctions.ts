// Auctions: part of `limits.ts`.

/** What an auction list shows: live ones ending soonest, upcoming starting soonest, ended newest. */
export const AUCTION_STATES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export const AUCTION_LIST_STATES = ['live', 'upcoming', 'ended'] as const;
/** `GET /auctions/get-by-user?role=`: the caller's own auctions, those they bid on, those they won. */
export const AUCTION_ROLES = ['owned', 'bidding', 'won'] as const;
export const AUCTION_TITLE_MIN = 3;
export const AUCTION_TITLE_MAX = 120;
export const AUCTION_DESCRIPTION_MAX = 5000;
export const AUCTION_PHOTOS_MIN = 1;
export const AUCTION_PHOTOS_MAX = 10;
/** An amount in `$`: numeric(12,2), more than 0 where a price is meant. */
export const AUCTION_AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** Shortest and longest run of an auction, from its start to its end. */
export const AUCTION_DURATION_MIN_MS = 60 * 60 * 1000;
export const AUCTION_DURATION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** How far ahead an auction may be scheduled to start. */
export const AUCTION_START_MAX_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;
/** Anti-sniping: a bid this close to the end moves the end to this long after the bid. */
export const AUCTION_SOFT_CLOSE_MS = 2 * 60 * 1000;
export const AUCTION_SEARCH_MAX_LENGTH = 200;
/** The web's page size for auction lists (browse, mine). */
export const AUCTION_PAGE_SIZE = 12;
/** Bids of an auction, newest first, per page. */
export const BIDS_PAGE_SIZE = 20;
