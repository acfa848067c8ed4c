/**
 * Every bound, pattern and list of allowed values of the contract, without zod: the web app
 * imports them from `@souq/contract/limits` (its forms, counters and pickers) without pulling
 * the schemas into its bundle, and the schemas are built from them, so each rule is written
 * once. Lengths count characters after trimming.
 */

export * from './limits/accounts.ts';
export * from './limits/ads.ts';
export * from './limits/auctions.ts';
export * from './limits/channels.ts';
export * from './limits/chat.ts';
export * from './limits/community.ts';
export * from './limits/jobs.ts';
export * from './limits/lists.ts';
export * from './limits/media.ts';
export * from './limits/notifications.ts';
export * from './limits/pages.ts';
export * from './limits/phones.ts';
export * from './limits/referrals.ts';
export * from './limits/uploads.ts';
export * from './limits/wishlist.ts';
