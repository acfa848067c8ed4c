// Notifications: part of `limits.ts`.

/**
 * What a notification tells, `<area>.<event>`: auctions (someone outbid me, I won or lost, my
 * auction sold or ended unsold, a new bid on my auction), jobs (a new applicant on my job, my
 * application's status changed), chat (a message while I was not in that thread), community (a
 * comment or reaction on my post, a reply to my comment), friends (a request, an acceptance),
 * referrals (points earned) and contact (a reply to my contact message).
 */
export const NOTIFICATION_TYPES = [
  'auction.outbid',
  'auction.won',
  'auction.lost',
  'auction.sold',
  'auction.unsold',
  'auction.bid',
  'job.applicant',
  'job.application-status',
  'chat.message',
  'community.comment',
  'community.reaction',
  'community.reply',
  'friends.request',
  'friends.accepted',
  'referrals.points',
  'contact.reply',
] as const;
/** Types that are also e-mailed (in the recipient's language). */
export const NOTIFICATION_EMAILED_TYPES = ['auction.won', 'job.application-status'] as const;
/** Notifications per page of the full list (the API takes 1..50); the bell's dropdown shows fewer. */
export const NOTIFICATIONS_PAGE = 20;
/** Ids marked read at once by `POST /notifications/read`. */
export const NOTIFICATIONS_READ_IDS_MAX = 100;
/** Unread counts stop at this number (the bell shows "99+"). */
export const NOTIFICATIONS_UNREAD_CAP = 100;
