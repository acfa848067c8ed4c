import type {
  AdStatus,
  CreateAdBody,
  ListAdsQuery,
  MyAdsQuery,
  PageMeta,
  UpdateAdBody,
} from '@souq/contract';
import { AD_PHOTOS_MAX, AD_PHOTOS_MIN } from '@souq/contract';
import type { Database } from '../../db/client.ts';
import { type FieldErrors, invalidFields } from '../../http/app-error.ts';
import { MAX_OFFSET_ROWS, pageMeta } from '../../http/envelope.ts';
import type { Media } from '../../media/media.ts';
import { fullTextMatch, fuzzyTitleMatch, searchableText } from '../../search/sql.ts';
import { normalisePhone } from '../accounts/account-rules.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';
import { adNotFound, invalidPhotoOrder, notAdOwner } from './ads.errors.ts';
import * as repo from './ads.repository.ts';

const PHOTO_FOLDER = 'ads';

// ---------------------------------------------------------------------------------------------
// Rules shared by create and update

interface Placement {
  categoryId: number;
  countryId: number;
  regionId: number;
  phone: string;
}

/**
 * Checks category (a leaf), country, region (of that country) and phone (valid for the country's
 * dial code) together; 422 naming every bad field. Answers the top-level category and the phone
 * in E.164.
 */
const checkPlacement = async (db: Database, p: Placement) => {
  const reference = await getReferenceIndex(db);
  const errors: FieldErrors = {};
  const category = reference.categories.get(p.categoryId);
  if (!category) errors.category_id = [{ key: 'ads.category-unknown' }];
  else if (!category.isLeaf) errors.category_id = [{ key: 'ads.category-not-leaf' }];
  const country = reference.countries.get(p.countryId);
  let phone: string | null = null;
  if (!country) {
    errors.country_id = [{ key: 'ads.country-unknown' }];
  } else {
    if (reference.regions.get(p.regionId)?.countryId !== country.id) {
      errors.region_id = [{ key: 'ads.region-mismatch' }];
    }
    phone = normalisePhone(p.phone, country.code, country.phoneCode);
    if (!phone) errors.phone = [{ key: 'ads.invalid-phone' }];
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { rootCategoryId: category!.rootId, phone: phone! };
};

const photosCountError = () =>
  invalidFields({
    photos: [{ key: 'ads.photos-count', vars: { min: AD_PHOTOS_MIN, max: AD_PHOTOS_MAX } }],
  });

/** Stores every file (checked and re-encoded by the media module); all or none are kept. */
const storePhotos = async (media: Media, files: Uint8Array[]): Promise<string[]> => {
  const results = await Promise.allSettled(files.map((f) => media.storeImage(f, PHOTO_FOLDER)));
  const failed = results.find((r) => r.status === 'rejected');
  const keys = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (failed) {
    await Promise.all(keys.map((k) => media.discardImage(k)));
    throw failed.reason;
  }
  return keys;
};

const discardAll = (media: Media, keys: string[]) =>
  Promise.all(keys.map((k) => media.discardImage(k)));

/** After a commit: the files of removed photos, unless another photo still uses them. */
const discardUnused = async (db: Database, media: Media, keys: string[]) => {
  const inUse = await repo.keysInUse(db, keys);
  await discardAll(
    media,
    keys.filter((k) => !inUse.has(k)),
  );
};

// ---------------------------------------------------------------------------------------------
// Writes

/**
 * Publishes an ad for `userId` with its photos in the given order (the first is the cover).
 * Photos are stored first; if the ad cannot be saved they are removed again. Answers the new id.
 */
export const createAd = async ({
  db,
  media,
  userId,
  input,
}: {
  db: Database;
  media: Media;
  userId: number;
  input: CreateAdBody;
}): Promise<number> => {
  const placed = await checkPlacement(db, {
    categoryId: input.category_id,
    countryId: input.country_id,
    regionId: input.region_id,
    phone: input.phone,
  });
  const keys = await storePhotos(media, input.photos);
  try {
    return await db.transaction(async (tx) => {
      const id = await repo.insertAd(tx, {
        userId,
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
      return id;
    });
  } catch (error) {
    await discardAll(media, keys);
    throw error;
  }
};

/** The final photo list of an update: kept photo ids and new keys, in order. */
const planPhotos = (
  current: repo.PhotoRef[],
  order: string[] | undefined,
  newKeys: string[],
): Array<{ id: number } | { key: string }> => {
  const entries = order ?? [
    ...current.map((p) => String(p.id)),
    ...newKeys.map((_, i) => `new:${i}`),
  ];
  const known = new Set(current.map((p) => p.id));
  const seen = new Set<string>();
  const plan = entries.map((entry) => {
    if (seen.has(entry)) throw invalidPhotoOrder();
    seen.add(entry);
    if (entry.startsWith('new:')) {
      const key = newKeys[Number(entry.slice(4))];
      if (key === undefined) throw invalidPhotoOrder();
      return { key };
    }
    const id = Number(entry);
    if (!known.has(id)) throw invalidPhotoOrder();
    return { id };
  });
  // Every uploaded file must have a place: a forgotten one would be stored for nothing.
  if (plan.filter((p) => 'key' in p).length !== newKeys.length) throw invalidPhotoOrder();
  if (plan.length < AD_PHOTOS_MIN || plan.length > AD_PHOTOS_MAX) throw photosCountError();
  return plan;
};

/**
 * Changes the owner's ad: any field, and photos added, removed and reordered in one request (see
 * `UpdateAdBodySchema`). 404 when it does not exist, 403 when it is not the caller's. New photos
 * are stored first; everything else happens in one transaction, so that any failure leaves the ad
 * exactly as it was (and the new files are removed). Removed photos' files go after the commit.
 */
export const updateAd = async ({
  db,
  media,
  userId,
  id,
  input,
}: {
  db: Database;
  media: Media;
  userId: number;
  id: number;
  input: UpdateAdBody;
}): Promise<void> => {
  const ad = await repo.findAdRow(db, id);
  if (!ad) throw adNotFound();
  if (ad.userId !== userId) throw notAdOwner();

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
  const placed = placementChanged
    ? await checkPlacement(db, {
        categoryId: input.category_id ?? ad.categoryId,
        countryId: input.country_id ?? ad.countryId,
        regionId: input.region_id ?? ad.regionId,
        phone: input.phone ?? ad.phone,
      })
    : null;
  const title = input.title ?? ad.title;
  const description = input.description ?? ad.description;

  const newKeys = await storePhotos(media, input.photos ?? []);
  let removedKeys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const locked = await repo.lockAd(tx, id);
      if (!locked) throw adNotFound();
      if (locked.userId !== userId) throw notAdOwner();
      const current = await repo.listPhotos(tx, id);
      const plan = planPhotos(current, input.photo_order, newKeys);
      const kept = new Set(plan.flatMap((p) => ('id' in p ? [p.id] : [])));
      const removed = current.filter((p) => !kept.has(p.id));
      await repo.deletePhotos(
        tx,
        removed.map((p) => p.id),
      );
      const positionOf = new Map(current.map((p, i) => [p.id, i]));
      for (const [position, entry] of plan.entries()) {
        if ('id' in entry && positionOf.get(entry.id) !== position) {
          await repo.setPhotoPosition(tx, entry.id, position);
        }
      }
      await repo.insertPhotos(
        tx,
        id,
        plan.flatMap((entry, position) => ('key' in entry ? [{ key: entry.key, position }] : [])),
      );
      await repo.updateAd(tx, id, {
        title,
        description,
        price,
        negotiable,
        condition: input.condition,
        ...(placed
          ? {
              categoryId: input.category_id ?? ad.categoryId,
              rootCategoryId: placed.rootCategoryId,
              countryId: input.country_id ?? ad.countryId,
              regionId: input.region_id ?? ad.regionId,
              phone: placed.phone,
            }
          : {}),
        ...searchableText({ title, body: description }),
      });
      removedKeys = removed.map((p) => p.key);
    });
  } catch (error) {
    await discardAll(media, newKeys);
    throw error;
  }
  await discardUnused(db, media, removedKeys);
};

/** Deletes the owner's ad and its photos' files. 404 when missing, 403 when not the caller's. */
export const deleteAd = async ({
  db,
  media,
  userId,
  id,
}: {
  db: Database;
  media: Media;
  userId: number;
  id: number;
}): Promise<void> => {
  const keys = await db.transaction(async (tx) => {
    const locked = await repo.lockAd(tx, id);
    if (!locked) throw adNotFound();
    if (locked.userId !== userId) throw notAdOwner();
    const photos = await repo.listPhotos(tx, id);
    await repo.deleteAd(tx, id);
    return photos.map((p) => p.key);
  });
  await discardUnused(db, media, keys);
};

/** Marks the owner's ad active, sold or archived. 404 when missing, 403 when not the caller's. */
export const changeAdStatus = async ({
  db,
  userId,
  id,
  status,
}: {
  db: Database;
  userId: number;
  id: number;
  status: AdStatus;
}): Promise<void> => {
  if (await repo.setStatusOfOwnAd(db, { id, userId, status })) return;
  throw (await repo.findOwner(db, id)) === undefined ? adNotFound() : notAdOwner();
};

/**
 * The seller's phone for a signed-in caller, counted as a reveal unless the caller is the owner.
 * 404 when the ad does not exist or is archived (for anyone but its owner).
 */
export const revealAdPhone = async ({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: number;
  id: number;
}): Promise<string> => {
  const phone = await repo.revealPhone(db, { id, userId });
  if (phone === undefined) throw adNotFound();
  return phone;
};

// ---------------------------------------------------------------------------------------------
// Reads

/**
 * An ad with photos and seller. A viewer other than the owner adds a view, at most once an hour
 * (`viewer` is `u:<id>` or a hash of the IP; null counts nothing). Archived ads exist only for
 * their owner (404 for others).
 */
export const getAdDetails = async ({
  db,
  id,
  userId,
  viewer,
}: {
  db: Database;
  id: number;
  userId: number | null;
  viewer: string | null;
}) => {
  const row = await repo.findAdDetailsCountingView(db, { id, viewer, userId });
  if (!row || (row.status === 'archived' && row.user_id !== userId)) throw adNotFound();
  return row;
};

/** Lists never count further than this: `total` is "1,000+" beyond it. */
export const TOTAL_CAP = MAX_OFFSET_ROWS;

const pageOf = async ({
  db,
  filters,
  sort,
  page,
  perPage,
  search,
}: {
  db: Database;
  filters: repo.AdFilters;
  sort: repo.AdSortValue;
  page: number;
  perPage: number;
  /** Free text: full-text first; if nothing at all matches, similar titles. */
  search?: string;
}) => {
  // Never skip more than MAX_OFFSET_ROWS rows: the deepest reachable page starts at most there.
  const deepestPage = Math.floor(MAX_OFFSET_ROWS / perPage) + 1;
  const offset = (page - 1) * perPage;
  const runAndCount = async (on: Database, f: repo.AdFilters) => {
    const rows =
      page > deepestPage
        ? []
        : await repo.listAdCards(on, { filters: f, sort, limit: perPage, offset });
    // A short first page is the whole list: no count needed.
    const counted =
      page === 1 && rows.length < perPage
        ? rows.length
        : await repo.countAdsUpTo(on, f, TOTAL_CAP + 1);
    return { rows, counted };
  };

  const fullText = search ? fullTextMatch(repo.searchColumns.vector, search) : null;
  const active = fullText ? { ...filters, text: fullText } : filters;
  let { rows, counted } = await runAndCount(db, active);
  if (fullText && counted === 0) {
    // No word matches as typed: look for titles with a similar word (misspellings).
    const fuzzy = { ...filters, text: fuzzyTitleMatch(repo.searchColumns.titleNorm, search!)! };
    ({ rows, counted } = await repo.withFuzzySearch(db, (tx) => runAndCount(tx, fuzzy)));
  }
  const total = Math.min(counted, TOTAL_CAP);
  const meta: PageMeta & { total_capped: boolean } = {
    ...pageMeta({ page, perPage, total }),
    total_capped: counted > TOTAL_CAP,
  };
  meta.last_page = Math.max(1, Math.min(meta.last_page, deepestPage));
  return { rows, meta };
};

/**
 * Active ads for everyone, filtered and sorted; a parent category includes its sub-categories.
 * Paged by number; see `pageOf` for the depth and total caps.
 */
export const listAds = async ({ db, query }: { db: Database; query: ListAdsQuery }) => {
  const reference = await getReferenceIndex(db);
  const filters: repo.AdFilters = {
    countryId: query.country_id,
    regionId: query.region_id,
    priceMin: query.price_min,
    priceMax: query.price_max,
    condition: query.condition,
  };
  if (query.category_id !== undefined) {
    const category = reference.categories.get(query.category_id);
    if (!category) filters.categoryIds = [0];
    else if (category.isTopLevel) filters.rootCategoryId = category.id;
    else filters.categoryIds = category.leafIds;
  }
  const page = await pageOf({
    db,
    filters,
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
    search: query['contains[name]'] || undefined,
  });
  return { ...page, reference };
};

/** The caller's own ads in every status (or one), newest first. */
export const listMyAds = async ({
  db,
  userId,
  query,
}: {
  db: Database;
  userId: number;
  query: MyAdsQuery;
}) => {
  const [reference, page] = await Promise.all([
    getReferenceIndex(db),
    pageOf({
      db,
      filters: { userId, status: query.status },
      sort: 'newest',
      page: query.page,
      perPage: query.per_page,
    }),
  ]);
  return { ...page, reference };
};
