import type { Reward } from '@souq/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../components/request-error';
import { Screen } from '../../components/screen';
import { useMyAds } from '../../features/ads/api/get-my-ads';
import { useBalance } from '../../features/referrals/api/get-balance';
import { useInviteLink } from '../../features/referrals/api/get-invite-link';
import { useRewards } from '../../features/referrals/api/get-rewards';
import { useRedeemReward } from '../../features/referrals/api/redeem-reward';
import { InviteLinkCard } from '../../features/referrals/components/invite-link-card';
import { InvitedPeople } from '../../features/referrals/components/invited-people';
import { PointsCard } from '../../features/referrals/components/points-card';
import { PointsHistory } from '../../features/referrals/components/points-history';
import type { AdChoice } from '../../features/referrals/components/redeem-dialog';
import { RewardsList } from '../../features/referrals/components/rewards-list';

// The redeem form (and its form library) loads when a reward is chosen.
const RedeemDialog = lazy(() =>
  import('../../features/referrals/components/redeem-dialog').then((m) => ({
    default: m.RedeemDialog,
  })),
);

/**
 * The confirmation with the caller's active ads (another area's list, asked for only when a
 * reward is chosen). Success and refusal are toasted by the hook.
 */
function RedeemWithMyAds({
  reward,
  points,
  onClose,
}: {
  reward: Reward;
  points: number;
  onClose: () => void;
}) {
  const ads = useMyAds('active');
  const redeem = useRedeemReward();

  // The toasts and sounds are the hook's; the dialog closes either way.
  const handleConfirm = (ad: AdChoice) =>
    redeem.mutate({ rewardId: reward.id, ad_id: ad.id, adTitle: ad.title }, { onSettled: onClose });

  return (
    <Suspense fallback={null}>
      <RedeemDialog
        reward={reward}
        points={points}
        ads={ads}
        isRedeeming={redeem.isPending}
        onConfirm={handleConfirm}
        onClose={onClose}
      />
    </Suspense>
  );
}

/**
 * Referrals: the invite link, the points, the rewards (redeemed for one of the caller's active
 * ads), the people invited and the points history. The page and the profile's referrals tab.
 */
export function ReferralsPanel() {
  const { t } = useTranslation('referrals');
  const invite = useInviteLink();
  const balance = useBalance();
  const rewards = useRewards();
  const [choosing, setChoosing] = useState<Reward | null>(null);
  const failed = balance.error ?? rewards.error;

  return (
    <div className="grid gap-8">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <InviteLinkCard
          link={invite.data}
          isPending={invite.isPending}
          isError={invite.isError}
          onRetry={() => void invite.refetch()}
        />
        <PointsCard balance={balance.data} />
      </div>
      {failed ? (
        <RequestError
          error={failed}
          onRetry={() => {
            if (balance.isError) void balance.refetch();
            if (rewards.isError) void rewards.refetch();
          }}
        />
      ) : (
        <>
          <section aria-labelledby="referrals-rewards-title" className="grid gap-4">
            <div>
              <h2 id="referrals-rewards-title" className="text-xl font-bold text-slate-900">
                {t('rewards.title')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('rewards.subtitle')}</p>
            </div>
            {rewards.data ? (
              <RewardsList
                rewards={rewards.data}
                points={balance.data?.points}
                onRedeem={setChoosing}
              />
            ) : (
              <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {[0, 1, 2].map((key) => (
                  <div key={key} className="h-72 animate-pulse rounded-3xl bg-slate-100" />
                ))}
              </div>
            )}
          </section>
          {balance.data && (
            <div className="grid gap-4 lg:grid-cols-2">
              <InvitedPeople
                referrals={balance.data.referrals}
                total={balance.data.referrals_count}
              />
              <PointsHistory history={balance.data.history} />
            </div>
          )}
        </>
      )}
      {choosing && balance.data && (
        <RedeemWithMyAds
          reward={choosing}
          points={balance.data.points}
          onClose={() => setChoosing(null)}
        />
      )}
    </div>
  );
}

export default function ReferralsRoute() {
  const { t } = useTranslation('referrals');
  return (
    <Screen title={t('title')} subtitle={t('subtitle')}>
      <ReferralsPanel />
    </Screen>
  );
}
