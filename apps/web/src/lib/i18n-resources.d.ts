import type accounts from '../locales/en/accounts.json';
import type ads from '../locales/en/ads.json';
import type auctions from '../locales/en/auctions.json';
import type catalog from '../locales/en/catalog.json';
import type chat from '../locales/en/chat.json';
import type common from '../locales/en/common.json';
import type community from '../locales/en/community.json';
import type errors from '../locales/en/errors.json';
import type jobs from '../locales/en/jobs.json';
import type notifications from '../locales/en/notifications.json';
import type pages from '../locales/en/pages.json';
import type profiles from '../locales/en/profiles.json';
import type reels from '../locales/en/reels.json';
import type referrals from '../locales/en/referrals.json';
import type stories from '../locales/en/stories.json';
import type validation from '../locales/en/validation.json';
import type wishlist from '../locales/en/wishlist.json';

// The English files are the source of every key: `t('ads:card.price')` with a key missing from
// en/ads.json (or misspelt) fails the type check. Arabic has the same keys (locales.test.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      accounts: typeof accounts;
      ads: typeof ads;
      auctions: typeof auctions;
      catalog: typeof catalog;
      chat: typeof chat;
      common: typeof common;
      community: typeof community;
      errors: typeof errors;
      jobs: typeof jobs;
      notifications: typeof notifications;
      pages: typeof pages;
      profiles: typeof profiles;
      reels: typeof reels;
      referrals: typeof referrals;
      stories: typeof stories;
      validation: typeof validation;
      wishlist: typeof wishlist;
    };
  }
}
