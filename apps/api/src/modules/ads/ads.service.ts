import type {
  Ad,
  AdStatus,
  CreateAdBody,
  ListAdsQuery,
  MyAdsQuery,
  UpdateAdBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../http/app-error.ts';
import type { Actor, Viewer } from '../../http/request-view.ts';
import { searchableText } from '../../search/sql.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';
import { applyPhotoPlan, planPhotos, writeWithPhotos } from '../listings/photos.ts';
import { checkPlacement } from '../listings/placement.ts';
import { adNotFound, notAdOwner } from './ads.errors.ts';
import { toAd } from './ads.presenter.ts';
import * as repo from './ads.repository.ts';
import { listAds, listMyAds } from './search/ad-lists.service.ts';

// ---------------------------------------------------------------------------------------------
// Reads

/**
 * An ad with photos and seller. A viewer other than the owner adds a view, at most once an hour
 * (`viewer` is `u:<id>` or a hash of the IP; null counts nothing). Archived ads exist only for
 * their owner (404 for others).
 */
const getAdDetails = async (
  db: Database,
  audience: Viewer,
  id: number,
  viewer: string | null,
): Promise<Ad> => {
  const { userId } = audience;
  const row = await repo.findAdDetailsCountingView(db, { id, viewer, userId });
  if (!row || (row.status === 'archived' && row.user_id !== userId)) throw adNotFound();
  return toAd(row, { ...audience, reference: await getReferenceIndex(db) });
};

/** The ad as its owner sees it right after a change (no view counted). */
const ownerView = (db: Database, id: number, audience: Viewer) =>
  getAdDetails(db, audience, id, null);

// ---------------------------------------------------------------------------------------------
// Writes

type Deps = Pick<FastifyInstance, 'db' | 'media'>;

/** Ads' operations, bound once to the app's database and media; each takes the caller first. */
export const createAdsService = (deps: Deps) => {
  const { db } = deps;
  return {
    list: (viewer: Viewer, query: ListAdsQuery) => listAds(db, viewer, query),
    mine: (actor: Actor, query: MyAdsQuery) => listMyAds(db, actor, query),
    /** `viewKey` (`u:<id>` or a hash of the IP) counts a view at most once an hour. */
    details: (viewer: Viewer, id: number, viewKey: string) => getAdDetails(db, viewer, id, viewKey),
    create: (actor: Actor, input: CreateAdBody) => createAd(deps, actor, input),
    update: (actor: Actor, id: number, input: UpdateAdBody) => updateAd(deps, actor, id, input),
    remove: (actor: Actor, id: number) => deleteAd(deps, actor, id),
    changeStatus: (actor: Actor, id: number, status: AdStatus) =>
      changeAdStatus(db, actor, id, status),
    revealPhone: (actor: Actor, id: number) => revealAdPhone(db, actor.userId, id),
  };
};

/**
 * Publishes an ad for the audience's user with its photos in the given order (the first is the
 * cover). Photos are stored first; if the ad cannot be saved they are removed again.
 */
const createAd = async (deps: Deps, audience: Actor, input: CreateAdBody): Promise<Ad> => {
  const { db } = deps;
  const placed = await checkPlacement(db, {
    categoryId: input.category_id,
    countryId: input.country_id,
    regionId: input.region_id,
    phone: input.phone,
  });
  const id = await writeWithPhotos(deps, input.photos, async (tx, keys) => {
    const id = await repo.insertAd(tx, {
      userId: audience.userId,
      title: input.title,
      description: input.description,
      price: input.price ?? null,
      negotiable: input.negotiable,
      condition: input.condition,
      categoryId: input.category_id,
      rootCategoryId: placed.rootCategoryId,
      countryId: input.country_id,
      regionId: input.region_id,
      phone: placed.phone,
      ...searchableText({ title: input.title, body: input.description }),
    });
    await repo.insertPhotos(
      tx,
      id,
      keys.map((key, position) => ({ key, position })),
    );
    return { value: id };
  });
  return ownerView(db, id, audience);
};

/** An update's new columns: the body over the stored ad, placement checked only when changed. */
const changesOf = async (
  db: Database,
  ad: repo.AdRow,
  input: UpdateAdBody,
): Promise<repo.AdChanges> => {
  const price = input.price === undefined ? ad.price : input.price;
  const negotiable = input.negotiable ?? ad.negotiable;
  if (price === null && !negotiable) {
    throw invalidFields({ price: [{ key: 'ads.price-required' }] });
  }
  const placementChanged =
    input.category_id !== undefined ||
    input.country_id !== undefined ||
    input.region_id !== undefined ||
    input.phone !== undefined;
  const placement = {
    categoryId: input.category_id ?? ad.categoryId,
    countryId: input.country_id ?? ad.countryId,
    regionId: input.region_id ?? ad.regionId,
  };
  const placed = placementChanged
    ? await checkPlacement(db, { ...placement, phone: input.phone ?? ad.phone })
    : null;
  const title = input.title ?? ad.title;
  const description = input.description ?? ad.description;
  return {
    title,
    description,
    price,
    negotiable,
    condition: input.condition,
    ...(placed ? { ...placement, rootCategoryId: placed.rootCategoryId, phone: placed.phone } : {}),
    ...searchableText({ title, body: description }),
  };
};

/** The ad locked for a change by its owner: 404 when it does not exist, 403 when not theirs. */
const lockOwnAd = async (tx: Database, id: number, userId: number) => {
  const locked = await repo.lockAd(tx, id);
  if (!locked) throw adNotFound();
  if (locked.userId !== userId) throw notAdOwner();
};

/**
 * Changes the owner's ad: any field, and photos added, removed and reordered in one request (see
 * `UpdateAdBodySchema`). 404 when it does not exist, 403 when it is not the caller's. New photos
 * are stored first; everything else happens in one transaction, so that any failure leaves the ad
 * exactly as it was (and the new files are removed). Removed photos' files go after the commit.
 */
const updateAd = async (
  deps: Deps,
  audience: Actor,
  id: number,
  input: UpdateAdBody,
): Promise<Ad> => {
  const { db } = deps;
  const ad = await repo.findAdRow(db, id);
  if (!ad) throw adNotFound();
  if (ad.userId !== audience.userId) throw notAdOwner();
  const changes = await changesOf(db, ad, input);

  await writeWithPhotos(deps, input.photos ?? [], async (tx, newKeys) => {
    await lockOwnAd(tx, id, audience.userId);
    const current = await repo.listPhotos(tx, id);
    const plan = planPhotos(current, input.photo_order, newKeys);
    const removedKeys = await applyPhotoPlan(tx, id, current, plan);
    await repo.updateAd(tx, id, changes);
    return { value: undefined, removedKeys };
  });
  return ownerView(db, id, audience);
};

/** Deletes the owner's ad and its photos' files. 404 when missing, 403 when not the caller's. */
const deleteAd = (deps: Deps, audience: Actor, id: number) =>
  writeWithPhotos(deps, [], async (tx) => {
    await lockOwnAd(tx, id, audience.userId);
    const photos = await repo.listPhotos(tx, id);
    await repo.deleteAd(tx, id);
    return { value: undefined, removedKeys: photos.map((p) => p.key) };
  });

/** Marks the owner's ad active, sold or archived. 404 when missing, 403 when not the caller's. */
const changeAdStatus = async (
  db: Database,
  audience: Actor,
  id: number,
  status: AdStatus,
): Promise<Ad> => {
  if (!(await repo.setStatusOfOwnAd(db, { id, userId: audience.userId, status }))) {
    throw (await repo.findOwner(db, id)) === undefined ? adNotFound() : notAdOwner();
  }
  return ownerView(db, id, audience);
};

/**
 * The seller's phone for a signed-in caller, counted as a reveal the first time a caller other
 * than the owner asks (once per person and ad). 404 when the ad does not exist or is archived
 * (for anyone but its owner).
 */
const revealAdPhone = async (db: Database, userId: number, id: number): Promise<string> => {
  let phone: string | undefined;
  try {
    phone = await repo.revealPhone(db, { id, userId });
  } catch (error) {
    // The ad was deleted while its reveal was being recorded.
    if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw adNotFound();
    throw error;
  }
  if (phone === undefined) throw adNotFound();
  return phone;
};
