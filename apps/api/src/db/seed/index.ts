import type { MediaStorage } from '../../media/storage.ts';
import type { Database } from '../client.ts';
import { seedCommunityDemo } from './community-demo.ts';
import { seedDemoData } from './demo.ts';
import { seedDemoAds } from './demo-ads.ts';
import { seedDemoAuctions } from './demo-auctions.ts';
import { seedDemoChannels } from './demo-channels.ts';
import { seedDemoChat } from './demo-chat.ts';
import { seedDemoJobs } from './demo-jobs.ts';
import { seedDemoNotifications } from './demo-notifications.ts';
import { seedDemoReels } from './demo-reels.ts';
import { seedDemoReferrals } from './demo-referrals.ts';
import { seedDemoWishlist } from './demo-wishlist.ts';
import { seedReferenceData } from './reference.ts';

/**
 * Data every start needs: the bilingual reference data; with `demo` (never in production) also
 * demo content, each area's only into a database without any of its own yet. Demo pictures go to
 * `media`; without it (tests) there are none. Areas add their demo content here.
 */
export const seedDatabase = async (
  db: Database,
  { demo, media }: { demo: boolean; media?: MediaStorage },
): Promise<void> => {
  await seedReferenceData(db);
  if (!demo) return;
  await seedDemoData(db);
  // Sara registered through Ahmed's invite link: 2 points each.
  await seedDemoReferrals(db);
  await seedCommunityDemo(db, { media });
  // Demo ads need somewhere to put their photos: skipped without a media storage (tests).
  if (media) await seedDemoAds(db, media);
  // Conversations between the demo accounts, about their demo ads when there are some.
  await seedDemoChat(db);
  // Channels in both languages (after chat: its demo looks for an empty conversations table).
  await seedDemoChannels(db);
  // Demo auctions' photos too: live, upcoming and ended auctions bid on by the demo accounts.
  if (media) await seedDemoAuctions(db, media);
  // Demo jobs' companies have logos: skipped without a media storage too.
  if (media) await seedDemoJobs(db, media);
  // Reels (shipped clips), stories, a friendship and follows between the demo accounts.
  if (media) await seedDemoReels(db, media);
  // A few of the others' ads, jobs and auctions in the demo people's wish lists.
  await seedDemoWishlist(db);
  // Last: what all of the above would have told the demo accounts (a few left unread).
  await seedDemoNotifications(db);
};
