import {
  ChannelCandidatesQuerySchema,
  ChannelCandidatesResponseSchema,
  ChannelDetailsResponseSchema,
  ChannelMemberBodySchema,
  ChannelParamsSchema,
  MessageSchema,
  SetChannelRoleBodySchema,
} from '@souq/contract';
import { channelsEndpoints } from '@souq/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { actorOf } from '../../../http/request-view.ts';
import { changed, FORM_CONTENT_TYPES, removed } from '../../../http/write-handlers.ts';
import { guarded, limited, limitMemberAdds } from '../channels.route-options.ts';
import type { ChannelsServices } from '../channels.services.ts';

/** Who is in a channel over HTTP: join, leave, add and remove people, roles, candidates. */
export const membershipRoutes: FastifyPluginAsyncZod<ChannelsServices> = async (
  app,
  { membership },
) => {
  /** The member named in a form body. */
  const memberBody = {
    ...guarded,
    consumes: FORM_CONTENT_TYPES,
    params: ChannelParamsSchema,
    body: ChannelMemberBodySchema,
    response: { 200: ChannelDetailsResponseSchema },
  };

  app.route({
    ...endpoint(channelsEndpoints.join),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: changed('channels.joined', (request) =>
      membership.join(actorOf(request), request.params.id),
    ),
  });

  app.route({
    ...endpoint(channelsEndpoints.leave),
    schema: { ...guarded, params: ChannelParamsSchema, response: { 200: MessageSchema } },
    handler: removed('channels.left', (request) =>
      membership.leave(actorOf(request), request.params.id),
    ),
  });

  app.route({
    ...limited(endpoint(channelsEndpoints.addMember), limitMemberAdds(app)),
    schema: memberBody,
    handler: changed('channels.member-added', (request) =>
      membership.add(actorOf(request), request.params.id, request.body.user_id),
    ),
  });

  app.route({
    ...endpoint(channelsEndpoints.removeMember),
    schema: memberBody,
    handler: changed('channels.member-removed', (request) =>
      membership.remove(actorOf(request), request.params.id, request.body.user_id),
    ),
  });

  app.route({
    ...endpoint(channelsEndpoints.setRole),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      params: ChannelParamsSchema,
      body: SetChannelRoleBodySchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: changed('channels.role-changed', (request) =>
      membership.setRole(actorOf(request), request.params.id, request.body),
    ),
  });

  app.route({
    ...endpoint(channelsEndpoints.candidates),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      querystring: ChannelCandidatesQuerySchema,
      response: { 200: ChannelCandidatesResponseSchema },
    },
    handler: async (request) =>
      ok(await membership.candidates(actorOf(request), request.params.id, request.query)),
  });
};
