import { AD_PHOTOS_MAX, AD_PHOTOS_MIN } from '@souq/contract';
import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../http/app-error.ts';
import type { Media } from '../../media/media.ts';
import { invalidPhotoOrder } from '../ads/ads.errors.ts';
import * as repo from '../ads/ads.repository.ts';

const PHOTO_FOLDER = 'ads';

/** The final photo list of an update: kept photo ids and new keys, in order. */
export type PhotoPlan = Array<{ id: number } | { key: string }>;

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

/** After a commit: the files of removed photos, unless another photo of the area still uses them. */
const discardUnused = async (
  db: Database,
  media: Media,
  keys: string[],
  rows: Pick<PhotoRows, 'keysInUse'>,
) => {
  const inUse = await rows.keysInUse(db, keys);
  await discardAll(
    media,
    keys.filter((k) => !inUse.has(k)),
  );
};

/** What a listing's write answers: its result, and the keys of the photos it removed. */
export interface PhotoWrite<T> {
  value: T;
  removedKeys?: string[];
}

/**
 * A listing's write with photos (create, update, delete): stores the new files first, runs `write`
 * in one transaction with their keys, removes the new files again when it fails and, after the
 * commit, the files of the photos it removed that no photo of the area (`rows`) still uses.
 */
export const writeWithPhotos = async <T>(
  { db, media }: { db: Database; media: Media },
  files: Uint8Array[],
  write: (tx: Database, newKeys: string[]) => Promise<PhotoWrite<T>>,
  rows: Pick<PhotoRows, 'keysInUse'> = repo,
): Promise<T> => {
  const newKeys = await storePhotos(media, files);
  let written: PhotoWrite<T>;
  try {
    written = await db.transaction((tx) => write(tx, newKeys));
  } catch (error) {
    await discardAll(media, newKeys);
    throw error;
  }
  await discardUnused(db, media, written.removedKeys ?? [], rows);
  return written.value;
};

/** `photo_order` (or current photos then new ones) checked against what exists and was sent. */
export const planPhotos = (
  current: repo.PhotoRef[],
  order: string[] | undefined,
  newKeys: string[],
): PhotoPlan => {
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

/** The photo rows of one area (ads, auctions): the writes a photo plan needs. */
export interface PhotoRows {
  deletePhotos: (tx: Database, ids: number[]) => Promise<unknown>;
  setPhotoPosition: (tx: Database, id: number, position: number) => PromiseLike<unknown>;
  insertPhotos: (
    tx: Database,
    ownerId: number,
    photos: Array<{ key: string; position: number }>,
  ) => Promise<unknown>;
  /** Which of these keys a photo of the area still uses. */
  keysInUse: (db: Database, keys: string[]) => Promise<Set<string>>;
}

/**
 * Makes an ad's (or auction's, with its `rows`) photos the plan, inside the caller's transaction:
 * removes the dropped ones, moves the kept ones, inserts the new ones. Answers the removed photos'
 * keys, whose files go after the commit (`writeWithPhotos`).
 */
export const applyPhotoPlan = async (
  tx: Database,
  ownerId: number,
  current: repo.PhotoRef[],
  plan: PhotoPlan,
  rows: PhotoRows = repo,
): Promise<string[]> => {
  const kept = new Set(plan.flatMap((p) => ('id' in p ? [p.id] : [])));
  const removed = current.filter((p) => !kept.has(p.id));
  await rows.deletePhotos(
    tx,
    removed.map((p) => p.id),
  );
  const positionOf = new Map(current.map((p, i) => [p.id, i]));
  for (const [position, entry] of plan.entries()) {
    if ('id' in entry && positionOf.get(entry.id) !== position) {
      await rows.setPhotoPosition(tx, entry.id, position);
    }
  }
  await rows.insertPhotos(
    tx,
    ownerId,
    plan.flatMap((entry, position) => ('key' in entry ? [{ key: entry.key, position }] : [])),
  );
  return removed.map((p) => p.key);
};
