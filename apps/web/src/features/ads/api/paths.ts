import type { adsEndpoints } from '@souq/contract';

type Paths = { [K in keyof typeof adsEndpoints]: (typeof adsEndpoints)[K]['path'] };

// The contract's paths, checked against it by type: importing its values would pull zod into
// the ads routes' bundles.
export const adsPaths: Paths = {
  list: '/advertisements',
  details: '/advertisements/details/{id}',
  mine: '/advertisements/get-by-user',
  create: '/advertisements/create',
  update: '/advertisements/update/{id}',
  delete: '/advertisements/delete/{id}',
  status: '/advertisements/{id}/status',
  phone: '/advertisements/{id}/phone',
};

/** `/advertisements/details/{id}` with the id filled in. */
export const adPath = (path: string, id: number | string) => path.replace('{id}', String(id));
