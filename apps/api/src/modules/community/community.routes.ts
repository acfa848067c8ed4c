import type { FastifyPluginAsync } from 'fastify';
import { commentsRoutes } from './comments/comments.routes.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { postsRoutes } from './posts/posts.routes.ts';
import { mayListenToPost } from './posts/posts.service.ts';
import { reactionsRoutes } from './reactions/reactions.routes.ts';

/**
 * Posts, comments, reactions, reports and blocks, all behind the login guard; and the room rule
 * of `post:<id>`: a signed-in user may listen to a post they may see.
 */
export const communityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(postsRoutes);
  await app.register(commentsRoutes);
  await app.register(reactionsRoutes);
  await app.register(moderationRoutes);
  // Realtime is attached after the modules register: add the rule once everything is loaded.
  app.addHook('onReady', async () => {
    app.rooms.allow('post', ({ userId, id }) => mayListenToPost(app.db, id, userId));
  });
};
