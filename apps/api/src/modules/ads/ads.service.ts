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
import { prefixTsQuery } from '../../search/normalize.ts';
import { fullTextMatch, fuzzyTitleMatch, searchableText } from '../../search/sql.ts';
import { checkPlace } from '../catalog/catalog.service.ts';
import { getReferenceIndex, type ReferenceIndex } from '../catalog/reference-index.ts';
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
  const place = await checkPlace({
    db,
    countryId: p.countryId,
    regionId: p.regionId,
    phone: p.phone,
  });
  Object.assign(errors, place.errors);
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { rootCategoryId: category!.rootId, phone: place.phone! };
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
 * The seller's phone for a signed-in caller, counted as a reveal the first time a caller other
 * than the owner asks (once per person and ad). 404 when the ad does not exist or is archived
 * (for anyone but its owner).
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

/**
 * Text searches seen lately to match more than TOTAL_CAP ads ("1,000+"), per database: their
 * count is not redone for a minute. Counting the first 1,001 matches of a common word costs
 * milliseconds (thousands of rows filtered), the page itself a fraction of one; a total that is
 * "1,000+" is still that a minute later unless most of those ads went away. Smaller totals are
 * always counted.
 */
const CAPPED_SEARCH_TTL_MS = 60_000;
/**
 * Searches matching at least this share of ads walk the list's order and stop at the page (and at
 * the count's cap); rarer ones find their matches through the text index first. PostgreSQL guesses
 * about this share for every prefix search, so its own plan is the right one from here up.
 */
const COMMON_SEARCH_SHARE = 0.02;
/** The same for a page alone (its count known): walking finds 10 matches within ~3,000 rows. */
const COMMON_SEARCH_SHARE_FOR_A_PAGE = 0.003;
const CAPPED_SEARCH_ENTRIES = 1_000;
const cappedSearches = new WeakMap<Database, Map<string, number>>();

const cappedSearchKey = (filters: repo.AdFilters, search: string) =>
  JSON.stringify([prefixTsQuery(search), { ...filters, text: undefined }]);

const isKnownCapped = (db: Database, key: string) => {
  const until = cappedSearches.get(db)?.get(key);
  return until !== undefined && until > Date.now();
};

const rememberCapped = (db: Database, key: string) => {
  const known = cappedSearches.get(db) ?? new Map<string, number>();
  cappedSearches.set(db, known);
  known.delete(key);
  if (known.size >= CAPPED_SEARCH_ENTRIES) known.delete(known.keys().next().value!);
  known.set(key, Date.now() + CAPPED_SEARCH_TTL_MS);
};

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
  // The page and its capped count come from one statement (one round trip).
  const runAndCount = async (
    on: Database,
    f: repo.AdFilters,
    matchFirst = false,
  ): Promise<{ rows: repo.AdCardRow[]; counted: number }> =>
    page > deepestPage
      ? { rows: [], counted: await repo.countAdsUpTo(on, f, TOTAL_CAP + 1) }
      : repo.listAdPage(on, {
          filters: f,
          sort,
          limit: perPage,
          offset,
          cap: TOTAL_CAP + 1,
          matchFirst,
        });

  const fullText = search ? fullTextMatch(repo.searchColumns.vector, search) : null;
  const active = fullText ? { ...filters, text: fullText } : filters;
  const cappedKey = fullText ? cappedSearchKey(filters, search!) : null;
  // A rare word is found through the text index first; a common one by walking the order.
  const share = fullText ? await repo.searchShare(db, search!) : 1;
  const matchFirst = share < COMMON_SEARCH_SHARE;
  if (cappedKey && page <= deepestPage && isKnownCapped(db, cappedKey)) {
    const known = await repo.listAdPage(db, {
      filters: active,
      sort,
      limit: perPage,
      offset,
      cap: null,
      matchFirst: share < COMMON_SEARCH_SHARE_FOR_A_PAGE,
    });
    return { rows: known.rows, meta: cappedMeta(page, perPage, deepestPage) };
  }
  let { rows, counted } = await runAndCount(db, active, matchFirst);
  if (cappedKey && counted > TOTAL_CAP) rememberCapped(db, cappedKey);
  if (fullText && counted === 0) {
    // No word matches as typed: look for titles with a similar word (misspellings).
    const fuzzy = { ...filters, text: fuzzyTitleMatch(repo.searchColumns.titleNorm, search!)! };
    ({ rows, counted } = await repo.withFuzzySearch(db, (tx) => runAndCount(tx, fuzzy)));
  }
  return { rows, meta: metaOf(page, perPage, deepestPage, counted) };
};

const metaOf = (page: number, perPage: number, deepestPage: number, counted: number) => {
  const total = Math.min(counted, TOTAL_CAP);
  const meta: PageMeta & { total_capped: boolean } = {
    ...pageMeta({ page, perPage, total }),
    total_capped: counted > TOTAL_CAP,
  };
  meta.last_page = Math.max(1, Math.min(meta.last_page, deepestPage));
  return meta;
};

const cappedMeta = (page: number, perPage: number, deepestPage: number) =>
  metaOf(page, perPage, deepestPage, TOTAL_CAP + 1);

/** Where and what a list is limited to: the persisted selection's ids (each optional). */
export interface AdSelection {
  country_id?: number;
  region_id?: number;
  category_id?: number;
}

/**
 * The filters of a selection: a top-level category is one indexed equality on the root, a
 * sub-category its leaves; an unknown category matches nothing.
 */
export const selectionFilters = (
  reference: ReferenceIndex,
  selection: AdSelection,
): repo.AdFilters => {
  const filters: repo.AdFilters = {
    countryId: selection.country_id,
    regionId: selection.region_id,
  };
  if (selection.category_id !== undefined) {
    const category = reference.categories.get(selection.category_id);
    if (!category) filters.categoryIds = [0];
    else if (category.isTopLevel) filters.rootCategoryId = category.id;
    else filters.categoryIds = category.leafIds;
  }
  return filters;
};

/**
 * A short block of active ad cards for a selection (the home page): the newest, or the most
 * viewed of those created in the last `sinceDays` days. The same card query as the lists.
 */
export const listAdBlock = async ({
  db,
  selection,
  sort,
  limit,
  sinceDays,
}: {
  db: Database;
  selection: AdSelection;
  sort: 'newest' | 'most_viewed';
  limit: number;
  sinceDays?: number;
}) => {
  const reference = await getReferenceIndex(db);
  const filters = selectionFilters(reference, selection);
  if (sinceDays !== undefined) filters.createdSince = new Date(Date.now() - sinceDays * 86_400_000);
  return repo.listAdCards(db, { filters, sort, limit, offset: 0 });
};

/** Active ads of a selection per top-level (`root`) or leaf (`leaf`) category. */
export const countAdsPerCategory = async ({
  db,
  selection,
  by,
}: {
  db: Database;
  selection: AdSelection;
  by: 'root' | 'leaf';
}) => repo.countAdsByCategory(db, selectionFilters(await getReferenceIndex(db), selection), by);

/**
 * Active ads for everyone, filtered and sorted; a parent category includes its sub-categories.
 * Paged by number; see `pageOf` for the depth and total caps.
 */
export const listAds = async ({ db, query }: { db: Database; query: ListAdsQuery }) => {
  const reference = await getReferenceIndex(db);
  const filters: repo.AdFilters = {
    ...selectionFilters(reference, query),
    sellerId: query.user_id,
    priceMin: query.price_min,
    priceMax: query.price_max,
    condition: query.condition,
  };
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
