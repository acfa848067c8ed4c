import { AD_PHOTOS_MAX, IMAGE_MAX_BYTES, IMAGE_TYPES } from '@souq/contract/limits';

/** A photo of the form: one the ad already has, or a file picked now. */
export type PhotoItem =
  | { kind: 'saved'; key: string; id: number; url: string }
  | { kind: 'new'; key: string; file: File };

let serial = 0;
/** A list key for a picked file (files have no id of their own). */
const newKey = () => `new-${++serial}`;

export const savedPhotos = (photos: ReadonlyArray<{ id: number; thumb_url: string }>) =>
  photos.map<PhotoItem>((p) => ({
    kind: 'saved',
    key: `saved-${p.id}`,
    id: p.id,
    url: p.thumb_url,
  }));

/**
 * Adds picked files after the current photos, up to the limit. Answers the new list and how many
 * files did not fit.
 */
export function addPhotos(list: readonly PhotoItem[], files: readonly File[]) {
  const room = Math.max(0, AD_PHOTOS_MAX - list.length);
  const added = files
    .slice(0, room)
    .map<PhotoItem>((file) => ({ kind: 'new', key: newKey(), file }));
  return { photos: [...list, ...added], skipped: files.length - added.length };
}

/** Moves the photo at `from` to `to` (both clamped); the others keep their order. */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.min(Math.max(to, 0), list.length - 1);
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export const removePhoto = (list: readonly PhotoItem[], key: string) =>
  list.filter((photo) => photo.key !== key);

/**
 * The update request's photo fields (UpdateAdBodySchema): the new files in the order they appear,
 * and `photo_order` — the final list, saved ids and `new:<index among new files>` — so adding,
 * removing and reordering go in one request. The first entry is the cover.
 */
export function photoPayload(list: readonly PhotoItem[]) {
  const files: File[] = [];
  const order = list.map((photo) => {
    if (photo.kind === 'saved') return String(photo.id);
    files.push(photo.file);
    return `new:${files.length - 1}`;
  });
  return { files, order };
}

/** JPEG, PNG, WebP or AVIF up to 10 MB; the server judges the bytes again. */
export function validatePhotoFile(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'ads:form.errors.photo-type';
  if (file.size > IMAGE_MAX_BYTES) return 'ads:form.errors.photo-size';
  return null;
}
