import {
  BalanceResponseSchema,
  InviteLinkResponseSchema,
  RedeemRewardBodySchema,
  RedemptionResponseSchema,
  RewardParamsSchema,
  RewardsResponseSchema,
  referralsEndpoints,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { limitPerUser } from '../../http/rate-limit.ts';
import { actorOf } from '../../http/request-view.ts';
import { createReferralsService } from './referrals.service.ts';

const tags = ['referrals'];
const forms = ['multipart/form-data', 'application/json'];

/** Redeems per account a minute: a person spends a few rewards at a time, never dozens. */
export const REDEEM_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const referrals = createReferralsService(app);
  const limitRedeems = limitPerUser(app, { action: 'referrals-redeem', ...REDEEM_RATE_LIMIT });

  app.route({
    ...endpoint(referralsEndpoints.inviteLink),
    schema: { tags, response: { 200: InviteLinkResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const link = await referrals.inviteLink(actorOf(request));
      return ok(link);
    },
  });

  app.route({
    ...endpoint(referralsEndpoints.balance),
    schema: { tags, response: { 200: BalanceResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const balance = await referrals.balance(actorOf(request));
      return ok(balance);
    },
  });

  app.route({
    ...endpoint(referralsEndpoints.rewards),
    schema: { tags, response: { 200: RewardsResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rewards = await referrals.rewards(actorOf(request));
      return ok(rewards);
    },
  });

  app.route({
    ...endpoint(referralsEndpoints.redeem),
    schema: {
      tags,
      consumes: forms,
      params: RewardParamsSchema,
      body: RedeemRewardBodySchema,
      response: { 200: RedemptionResponseSchema },
    },
    preHandler: limitRedeems,
    handler: async (request) => {
      const redemption = await referrals.redeem(actorOf(request), {
        rewardId: request.params.id,
        adId: request.body.ad_id,
      });
      return ok(redemption, request.t(`referrals.redeemed.${redemption.reward.effect}`));
    },
  });
};
