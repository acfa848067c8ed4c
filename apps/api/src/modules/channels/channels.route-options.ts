import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import type { endpoint } from '../../http/endpoint.ts';
import { limitPerUser } from '../../http/rate-limit.ts';

/** Every channel route is for signed-in users; documented once for OpenAPI. */
export const guarded = { tags: ['channels'] };

/**
 * The endpoint with a per-account limit after its session guard, before the body (an image) is
 * read: creating channels and adding people are cheap to repeat, and each one reaches others.
 */
export const limited = (route: ReturnType<typeof endpoint>, limit: preParsingHookHandler) => ({
  method: route.method,
  url: route.url,
  preParsing: [route.preParsing, limit].filter((hook) => hook !== undefined),
});

/** Channels made per account per hour. */
export const limitChannelCreates = (app: FastifyInstance) =>
  limitPerUser(app, {
    action: 'channel-create',
    max: app.config.CHANNEL_CREATE_RATE_LIMIT_MAX,
    timeWindow: 60 * 60_000,
  });

/** People added to channels per account in 10 minutes. */
export const limitMemberAdds = (app: FastifyInstance) =>
  limitPerUser(app, {
    action: 'channel-add-member',
    max: app.config.CHANNEL_MEMBER_RATE_LIMIT_MAX,
    timeWindow: 10 * 60_000,
  });
