import type { Endpoint } from './endpoint.ts';

export const adsEndpoints = {
  list: { method: 'GET', path: '/advertisements', auth: 'none' },
  /** Optional: the owner sees their own ad whatever its status. */
  details: { method: 'GET', path: '/advertisements/details/{id}', auth: 'optional' },
  mine: { method: 'GET', path: '/advertisements/get-by-user', auth: 'required' },
  create: { method: 'POST', path: '/advertisements/create', auth: 'required' },
  update: { method: 'POST', path: '/advertisements/update/{id}', auth: 'required' },
  delete: { method: 'DELETE', path: '/advertisements/delete/{id}', auth: 'required' },
  status: { method: 'POST', path: '/advertisements/{id}/status', auth: 'required' },
  phone: { method: 'POST', path: '/advertisements/{id}/phone', auth: 'required' },
} as const satisfies Record<string, Endpoint>;
