import type { Ad, AdStatus } from '@souq/contract';
import { api, createItem, deleteItem, updateItem } from '../../../lib/api';
import { adPath, adsPaths } from './paths';

interface AdAnswer {
  data: Ad;
  message?: string;
}

/** Publishes an ad (multipart with its photos); success toast and sound come with `createItem`. */
export const createAd = (form: FormData) => createItem<AdAnswer>(adsPaths.create, form);

/** Saves fields and photo changes of the owner's ad in one request. */
export const updateAd = (id: number, form: FormData) =>
  updateItem<AdAnswer>(adPath(adsPaths.update, id), form);

export const changeAdStatus = (id: number, status: AdStatus) =>
  updateItem<AdAnswer>(adPath(adsPaths.status, id), { status }, { json: true });

export const deleteAd = (id: number) => deleteItem(adPath(adsPaths.delete, id));

/**
 * The seller's phone (E.164). Counted as a reveal unless the caller owns the ad: the form uses
 * it to show the owner's saved number. Errors are the caller's to show.
 */
export async function revealAdPhone(id: number): Promise<string> {
  const response = await api.post<{ data: { phone: string } }>(adPath(adsPaths.phone, id));
  return response.data.data.phone;
}
