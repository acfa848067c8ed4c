/** Every query of the referrals area starts with `referrals`. */
export const referralsKeys = {
  all: ['referrals'] as const,
  inviteLink: () => ['referrals', 'invite-link'] as const,
  balance: () => ['referrals', 'balance'] as const,
  rewards: () => ['referrals', 'rewards'] as const,
};
