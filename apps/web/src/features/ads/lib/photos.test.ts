import { AD_PHOTOS_MAX } from '@souq/contract/limits';
import { describe, expect, test } from 'vitest';
import {
  addPhotos,
  movePhoto,
  type PhotoItem,
  photoPayload,
  removePhoto,
  savedPhotos,
} from './photos';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const saved = savedPhotos([
  { id: 12, thumb_url: '/a.webp' },
  { id: 9, thumb_url: '/b.webp' },
]);

describe('photo order', () => {
  test('moving a photo shifts the others and keeps every photo once', () => {
    expect(movePhoto(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movePhoto(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  test('picked files go after the current photos, and no more than 10 in all', () => {
    const { photos, skipped } = addPhotos(saved, [file('1.png'), file('2.png')]);
    expect(photos.map((p) => p.kind)).toEqual(['saved', 'saved', 'new', 'new']);
    expect(skipped).toBe(0);
    const many = Array.from({ length: 12 }, (_, i) => file(`${i}.png`));
    const full = addPhotos(saved, many);
    expect(full.photos).toHaveLength(AD_PHOTOS_MAX);
    expect(full.skipped).toBe(4);
  });

  test('a new ad sends its files in the shown order; the first is the cover', () => {
    const { photos } = addPhotos([], [file('cover.png'), file('second.png')]);
    const reordered = movePhoto(photos, 1, 0);
    const { files, order } = photoPayload(reordered);
    expect(files.map((f) => f.name)).toEqual(['second.png', 'cover.png']);
    expect(order).toEqual(['new:0', 'new:1']);
  });

  test('an update mixes saved ids and new files, leaving removed photos out', () => {
    let photos: PhotoItem[] = addPhotos(saved, [file('n0.png'), file('n1.png')]).photos;
    photos = removePhoto(photos, 'saved-12');
    photos = movePhoto(photos, 2, 0); // n1 becomes the cover
    const { files, order } = photoPayload(photos);
    expect(order).toEqual(['new:0', '9', 'new:1']);
    expect(files.map((f) => f.name)).toEqual(['n1.png', 'n0.png']);
  });
});
