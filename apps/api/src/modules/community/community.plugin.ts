import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentsRoutes } from './comments/comments.routes.ts';
import { createCommentsService } from './comments/comments.service.ts';
import { moderationRoutes } from './moderation/moderation.routes.ts';
import { createModerationService } from './moderation/moderation.service.ts';
import { postsRoutes } from './posts/posts.routes.ts';
import { createPostsService } from './posts/posts.service.ts';
import { reactionsRoutes } from './reactions/reactions.routes.ts';
import { createReactionsService } from './reactions/reactions.service.ts';

/** The community's services, built once per app. */
export const createCommunityServices = (
  app: Pick<FastifyInstance, 'db' | 'media' | 'io' | 'realtime'>,
) => ({
  posts: createPostsService(app),
  comments: createCommentsService(app),
  reactions: createReactionsService(app),
  moderation: createModerationService(app),
});

/**
 * The community in the app: posts, comments, reactions, reports and blocks, all behind the login
 * guard; and the room rule of `post:<id>`: a signed-in user may listen to a post they may see.
 */
export const communityPlugin: FastifyPluginAsyncZod = async (app) => {
  const community = createCommunityServices(app);
  await app.register(postsRoutes, { posts: community.posts });
  await app.register(commentsRoutes, { comments: community.comments });
  await app.register(reactionsRoutes, { reactions: community.reactions });
  await app.register(moderationRoutes, { moderation: community.moderation });
  // Realtime is attached after the modules register: add the rule once everything is loaded.
  app.addHook('onReady', async () => {
    app.rooms.allow('post', ({ userId, id }) => community.posts.mayListen(id, userId));
  });
};
