// Every table of every area, for drizzle-kit and the typed database handle.
export * from '../mail/outbox.table.ts';
export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/ads/ads.table.ts';
export * from '../modules/auctions/auctions.table.ts';
export * from '../modules/catalog/catalog.table.ts';
export * from '../modules/catalog/contact/contact.table.ts';
export * from '../modules/catalog/pages/pages.table.ts';
export * from '../modules/catalog/selection/selection.table.ts';
export * from '../modules/channels/channels.table.ts';
export * from '../modules/chat/chat.table.ts';
export * from '../modules/community/community.table.ts';
export * from '../modules/friends/friends.table.ts';
export * from '../modules/jobs/jobs.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/reels/reels.table.ts';
export * from '../modules/stories/stories.table.ts';
export * from '../modules/wishlist/wishlist.table.ts';
