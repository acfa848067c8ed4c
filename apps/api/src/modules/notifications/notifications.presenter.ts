import type { Locale, Notification, NotificationTarget } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import type { RequestView } from '../../http/request-view.ts';
import { type MessageKey, type MessageVars, translate } from '../../i18n/index.ts';
import type { NotificationRow } from './notifications.repository.ts';

/** Where a notification leads in the web app. */
const targetOf = (row: NotificationRow): NotificationTarget => {
  const title = row.title;
  switch (row.type) {
    case 'auction.outbid':
    case 'auction.won':
    case 'auction.lost':
    case 'auction.sold':
    case 'auction.unsold':
    case 'auction.bid':
      return {
        kind: 'auction',
        id: row.auction_id,
        title,
        link: href(webPaths.auction, { id: String(row.auction_id) }),
      };
    case 'job.applicant':
      return {
        kind: 'job',
        id: row.job_id,
        title,
        link: href(webPaths.opportunity, { id: String(row.job_id) }),
      };
    case 'job.application-status':
      return {
        kind: 'job',
        id: row.job_id,
        title,
        link: href(webPaths.job, { id: String(row.job_id) }),
      };
    case 'chat.message':
      return {
        kind: 'conversation',
        id: row.conversation_id,
        title: null,
        link: href(webPaths.chat, { c: String(row.conversation_id) }),
      };
    case 'community.comment':
    case 'community.reaction':
    case 'community.reply':
      return {
        kind: 'post',
        id: row.post_id,
        title,
        link: href(webPaths.community, { post: String(row.post_id) }),
      };
    case 'friends.request':
    case 'friends.accepted':
      return {
        kind: 'user',
        id: row.actor?.id ?? null,
        title: row.actor?.name ?? null,
        link: row.actor
          ? href(webPaths.communityProfile, { id: row.actor.id })
          : webPaths.community,
      };
    case 'referrals.points':
      return {
        kind: 'referrals',
        id: null,
        title: null,
        link: href(webPaths.profile, { tab: 'referrals' }),
      };
    case 'contact.reply':
      return { kind: 'contact', id: null, title: null, link: webPaths.contact };
  }
};

/** The sentence in `locale`; folded types say how many others did it too. */
export const textOf = (row: NotificationRow, locale: Locale): string => {
  const vars: MessageVars = {
    actor: row.actor?.name ?? translate(locale, 'notifications.someone'),
    title: row.title ?? '',
    amount: row.data.amount ?? '',
    points: row.data.points ?? 0,
    others: Math.max(0, row.actors_count - 1),
  };
  if (row.data.status) {
    vars.status = translate(locale, `notifications.status.${row.data.status}` as MessageKey);
  }
  let key = `notifications.${row.type}`;
  if (row.type === 'community.reaction' || row.type === 'auction.bid') {
    if (row.actors_count === 2) key += '-two';
    else if (row.actors_count > 2) key += '-many';
  }
  return translate(locale, key as MessageKey, vars);
};

export const toNotification = (
  row: NotificationRow,
  { locale, media }: Pick<RequestView, 'locale' | 'media'>,
): Notification => ({
  id: row.id,
  type: row.type,
  text: textOf(row, locale),
  actor: row.actor
    ? {
        id: row.actor.id,
        name: row.actor.name,
        photo: media.thumb(row.actor.image),
        type: row.actor.type,
      }
    : null,
  actors_count: Math.max(1, row.actors_count),
  target: targetOf(row),
  created_at: new Date(row.created_at).toISOString(),
  read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
});
