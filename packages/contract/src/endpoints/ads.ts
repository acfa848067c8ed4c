import type {
  AdDeletedResponse,
  AdPhoneResponse,
  AdResponse,
  AdStatusBody,
  AdsPage,
  CreateAdBodyInput,
  ListAdsQueryInput,
  MyAdsQueryInput,
  UpdateAdBodyInput,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

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

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type AdsEndpointTypes = EndpointTypesOf<
  typeof adsEndpoints,
  {
    list: { query: ListAdsQueryInput; response: AdsPage };
    details: { response: AdResponse };
    mine: { query: MyAdsQueryInput; response: AdsPage };
    create: { body: CreateAdBodyInput; response: AdResponse };
    update: { body: UpdateAdBodyInput; response: AdResponse };
    delete: { response: AdDeletedResponse };
    status: { body: AdStatusBody; response: AdResponse };
    phone: { response: AdPhoneResponse };
  }
>;
