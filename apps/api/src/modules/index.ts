import type { FastifyInstance } from 'fastify';
import { requireContractRoute } from '../http/endpoint.ts';
import { devJobsRoutes } from '../jobs/dev-jobs.routes.ts';
import { devOutboxRoutes } from '../mail/outbox.routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { passwordChangeRoutes } from './accounts/password-change/password-change.routes.ts';
import { passwordResetRoutes } from './accounts/password-reset/password-reset.routes.ts';
import { profileRoutes } from './accounts/profile.routes.ts';
import { adsRoutes } from './ads/ads.routes.ts';
import { auctionsPlugin } from './auctions/auctions.plugin.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { contactRoutes } from './catalog/contact/contact.routes.ts';
import { homeRoutes } from './catalog/home/home.routes.ts';
import { pagesRoutes } from './catalog/pages/pages.routes.ts';
import { selectionRoutes } from './catalog/selection/selection.routes.ts';
import { channelsPlugin } from './channels/channels.plugin.ts';
import { chatPlugin } from './chat/chat.plugin.ts';
import { communityPlugin } from './community/community.plugin.ts';
import { friendsRoutes } from './friends/friends.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { applicationsRoutes } from './jobs/applications/applications.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { notificationsPlugin } from './notifications/notifications.plugin.ts';
import { reelsRoutes } from './reels/reels.routes.ts';
import { referralsRoutes } from './referrals/referrals.routes.ts';
import { storiesRoutes } from './stories/stories.routes.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';

/** Every area's routes, under `/api/v1`. New areas are added here, explicitly. */
export const registerModules = async (api: FastifyInstance): Promise<void> => {
  api.addHook('onRoute', requireContractRoute(api.prefix));
  await api.register(healthRoutes);
  await api.register(catalogRoutes);
  await api.register(pagesRoutes);
  await api.register(contactRoutes);
  await api.register(selectionRoutes);
  await api.register(homeRoutes);
  await api.register(accountsRoutes);
  await api.register(passwordResetRoutes);
  await api.register(passwordChangeRoutes);
  await api.register(profileRoutes);
  await api.register(communityPlugin);
  await api.register(reelsRoutes);
  await api.register(storiesRoutes);
  await api.register(friendsRoutes);
  await api.register(adsRoutes);
  await api.register(auctionsPlugin);
  await api.register(jobsRoutes);
  await api.register(applicationsRoutes);
  await api.register(chatPlugin);
  await api.register(channelsPlugin);
  await api.register(notificationsPlugin);
  await api.register(wishlistRoutes);
  await api.register(referralsRoutes);
  // Lets tests and developers read e-mailed codes and run scheduled jobs at once: only with
  // DEV_OUTBOX, never in production.
  if (api.config.DEV_OUTBOX) {
    await api.register(devOutboxRoutes);
    await api.register(devJobsRoutes);
  }
};
