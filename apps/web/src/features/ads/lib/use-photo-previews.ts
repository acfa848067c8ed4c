import { useEffect, useRef } from 'react';
import type { PhotoItem } from './photos';

/** Object URLs for picked files, made once per file and revoked when the file leaves the list. */
export function usePhotoPreviews(photos: readonly PhotoItem[]) {
  const urls = useRef(new Map<File, string>());
  const files = photos.flatMap((p) => (p.kind === 'new' ? [p.file] : []));
  const previews = new Map<File, string>();
  for (const file of files) {
    let url = urls.current.get(file);
    if (!url) {
      url = URL.createObjectURL(file);
      urls.current.set(file, url);
    }
    previews.set(file, url);
  }
  useEffect(() => {
    for (const [file, url] of urls.current) {
      if (!previews.has(file)) {
        URL.revokeObjectURL(url);
        urls.current.delete(file);
      }
    }
  });
  useEffect(
    () => () => {
      for (const url of urls.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );
  return (photo: PhotoItem) =>
    photo.kind === 'saved' ? photo.url : (previews.get(photo.file) ?? '');
}
