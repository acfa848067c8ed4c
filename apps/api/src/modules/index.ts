import type { FastifyInstance } from 'fastify';
import { requireContractRoute } from '../http/endpoint.ts';
import { devOutboxRoutes } from '../mail/outbox.routes.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { passwordResetRoutes } from './accounts/password-reset/password-reset.routes.ts';
import { profileRoutes } from './accounts/profile.routes.ts';
import { adsRoutes } from './ads/ads.routes.ts';
import { auctionsRoutes } from './auctions/auctions.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { contactRoutes } from './catalog/contact/contact.routes.ts';
import { homeRoutes } from './catalog/home/home.routes.ts';
import { pagesRoutes } from './catalog/pages/pages.routes.ts';
import { selectionRoutes } from './catalog/selection/selection.routes.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { communityRoutes } from './community/community.routes.ts';
import { friendsRoutes } from './friends/friends.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { applicationsRoutes } from './jobs/applications/applications.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { reelsRoutes } from './reels/reels.routes.ts';
import { storiesRoutes } from './stories/stories.routes.ts';

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
  await api.register(profileRoutes);
  await api.register(communityRoutes);
  await api.register(reelsRoutes);
  await api.register(storiesRoutes);
  await api.register(friendsRoutes);
  await api.register(adsRoutes);
  await api.register(auctionsRoutes);
  await api.register(jobsRoutes);
  await api.register(applicationsRoutes);
  await api.register(chatRoutes);
  // Lets tests and developers read e-mailed codes: only with DEV_OUTBOX, never in production.
  if (api.config.DEV_OUTBOX) await api.register(devOutboxRoutes);
};
