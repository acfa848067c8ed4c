import { REFERRAL_POINTS } from '@souq/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import { users } from '../../modules/accounts/accounts.table.ts';
import { identityKeysOf } from '../../modules/referrals/referral-identity.ts';
import { claimIdentities, creditReferral } from '../../modules/referrals/referrals.repository.ts';
import { pointsLedger } from '../../modules/referrals/referrals.table.ts';
import type { Database } from '../client.ts';

/** Who registered through whose invite link among the demo accounts. */
const demoReferrals = [{ inviter: 'ahmed@example.com', invited: 'sara@example.com' }];

/**
 * Sara registered through Ahmed's link: both have their referral points in the ledger, dated
 * when she joined; nothing is redeemed. The same rules as a registration's (one ledger line each
 * ever), and nothing when she has an inviter already: a second run changes nothing.
 */
export const seedDemoReferrals = async (db: Database): Promise<void> => {
  for (const pair of demoReferrals) {
    await db.transaction(async (tx) => {
      const people = await tx
        .select()
        .from(users)
        .where(inArray(users.email, [pair.inviter, pair.invited]));
      const inviter = people.find((p) => p.email === pair.inviter);
      const invited = people.find((p) => p.email === pair.invited);
      if (!inviter || !invited || invited.invitedByUserId !== null) return;
      await tx
        .update(users)
        .set({ invitedByUserId: inviter.id, invitedByCode: inviter.inviteCode })
        .where(eq(users.id, invited.id));
      if (!(await claimIdentities(tx, invited.id, identityKeysOf(invited)))) return;
      await creditReferral(tx, {
        userId: invited.id,
        inviterId: inviter.id,
        points: REFERRAL_POINTS,
      });
      await tx
        .update(pointsLedger)
        .set({ createdAt: invited.createdAt })
        .where(
          or(
            and(eq(pointsLedger.userId, invited.id), eq(pointsLedger.reason, 'joined')),
            and(eq(pointsLedger.otherUserId, invited.id), eq(pointsLedger.reason, 'invited')),
          ),
        );
    });
  }
};
