import accounts from './accounts.json';
import ads from './ads.json';
import auctions from './auctions.json';
import catalog from './catalog.json';
import chat from './chat.json';
import common from './common.json';
import community from './community.json';
import errors from './errors.json';
import jobs from './jobs.json';
import pages from './pages.json';
import validation from './validation.json';
import wishlist from './wishlist.json';

/** Every namespace of this language: one chunk, loaded only when the language is used. */
export const resources = {
  common,
  errors,
  validation,
  accounts,
  catalog,
  ads,
  jobs,
  auctions,
  wishlist,
  chat,
  community,
  pages,
};
