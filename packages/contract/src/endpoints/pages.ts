import type {
  ContactBody,
  ContactResponse,
  PolicyResponse,
  SelectCategoryBodyInput,
  SelectionResponse,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

export const pagesEndpoints = {
  viewPolicy: { method: 'GET', path: '/shared/view-policy/{slug}', auth: 'none' },
  /** Optional: a signed-in sender's message is linked to their account. */
  contact: { method: 'POST', path: '/contact', auth: 'optional' },
  selectCategory: { method: 'POST', path: '/categories/select-category', auth: 'required' },
  getSelection: { method: 'GET', path: '/categories/select-category', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type PagesEndpointTypes = EndpointTypesOf<
  typeof pagesEndpoints,
  {
    viewPolicy: { response: PolicyResponse };
    contact: { body: ContactBody; response: ContactResponse };
    selectCategory: { body: SelectCategoryBodyInput; response: SelectionResponse };
    getSelection: { response: SelectionResponse };
  }
>;
