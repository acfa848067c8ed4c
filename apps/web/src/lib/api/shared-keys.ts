/**
 * Query-key prefixes that another area may make stale (`meta.invalidates`). A feature never
 * imports another, so a key one area owns and another invalidates is named here, zod-free, and
 * the owning area's key factory builds its keys from it: renaming it breaks both, never neither.
 */
export const sharedKeys = {
  /** The signed-in account (its points, among others): `accountsKeys.profile`. */
  accountProfile: ['accounts', 'profile'],
  /** Every ad list, detail and "my ads" page: `adsKeys.all`. */
  ads: ['ads'],
  /** The home page's sections: `catalogKeys.homePage`. */
  homePage: ['catalog', 'home-page'],
  /** The wish list's tabs: `wishlistKeys.lists`. */
  wishlistLists: ['wishlist', 'list'],
} as const;
