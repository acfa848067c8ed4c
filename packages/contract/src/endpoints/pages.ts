import type { Endpoint } from './endpoint.ts';

export const pagesEndpoints = {
  viewPolicy: { method: 'GET', path: '/shared/view-policy/{slug}', auth: 'none' },
  /** Optional: a signed-in sender's message is linked to their account. */
  contact: { method: 'POST', path: '/contact', auth: 'optional' },
  selectCategory: { method: 'POST', path: '/categories/select-category', auth: 'required' },
  getSelection: { method: 'GET', path: '/categories/select-category', auth: 'required' },
} as const satisfies Record<string, Endpoint>;
