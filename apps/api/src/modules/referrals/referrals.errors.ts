import { AppError, forbidden, notFound } from '../../http/app-error.ts';

export const rewardNotFound = () => notFound('referrals.reward-not-found');
/** The ad does not exist, or is someone else's archived ad (hidden from them). */
export const adNotFound = () => notFound('referrals.ad-not-found');
/** Rewards are spent on one's own ads only. */
export const notOwnAd = () => forbidden('referrals.not-own-ad');
/** A sold or archived ad is not featured or highlighted. */
export const adNotActive = () => new AppError(409, 'referrals.ad-not-active');
/** A one-time reward the caller redeemed before. */
export const alreadyRedeemed = () => new AppError(409, 'referrals.already-redeemed');
export const notEnoughPoints = (cost: number) =>
  new AppError(409, 'referrals.not-enough-points', { vars: { cost } });
