import { zodResolver } from '@hookform/resolvers/zod';
import { RedeemRewardBodySchema } from '@souq/contract';
import { z } from 'zod';

/** What the redeem dialog holds: the chosen ad. */
export interface RedeemValues {
  ad_id: number | null;
}

/** The contract's redemption body (one of the caller's ads) as the dialog's rule. */
const redeemSchema = z.custom<RedeemValues>().superRefine((values, ctx) => {
  if (!RedeemRewardBodySchema.safeParse(values).success) {
    ctx.addIssue({ code: 'custom', path: ['ad_id'], message: 'redeem.choose-ad' });
  }
});

export const redeemResolver = () => zodResolver(redeemSchema);
