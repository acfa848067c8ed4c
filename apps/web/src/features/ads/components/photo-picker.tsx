import { AD_PHOTOS_MAX } from '@souq/contract/limits';
import { ChevronLeft, ChevronRight, GripVertical, ImagePlus, Star, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form-field';
import { formatNumber } from '../../../lib/format';
import { addPhotos, movePhoto, type PhotoItem, removePhoto } from '../lib/photos';

/** Object URLs for picked files, made once per file and revoked when the file leaves the list. */
function usePreviews(photos: readonly PhotoItem[]) {
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

/**
 * The ad's photos: pick up to 10 (previews at once), reorder by dragging or with the move
 * buttons (keyboard and screen readers), remove. The first is the cover and says so.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('ads');
  const id = useId();
  const srcOf = usePreviews(photos);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const full = photos.length >= AD_PHOTOS_MAX;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange(movePhoto(photos, from, to));
    setAnnouncement(
      t('photos.moved', { from: formatNumber(from + 1), to: formatNumber(to + 1) }) +
        (to === 0 ? ` ${t('photos.now-cover')}` : ''),
    );
  };

  const handleFiles = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (picked.length === 0) return;
    const { photos: next, skipped } = addPhotos(photos, picked);
    onChange(next);
    setAnnouncement(
      skipped > 0
        ? t('photos.skipped', { count: skipped, max: AD_PHOTOS_MAX })
        : t('photos.added', { count: picked.length }),
    );
  };

  const handleDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    else if (event.dataTransfer.files.length > 0) handleFiles(event.dataTransfer.files);
    setDragged(null);
    setOver(null);
  };

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">{t('form.photos')}</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t('photos.hint', { max: AD_PHOTOS_MAX })}
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {photos.map((photo, index) => (
          <li
            key={photo.key}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', photo.key);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => handleDrop(event, index)}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            className={`group relative aspect-square cursor-grab overflow-hidden rounded-2xl border-2 bg-slate-100 transition active:cursor-grabbing ${
              over === index && dragged !== index
                ? 'border-brand-500 ring-4 ring-brand-100'
                : 'border-transparent'
            } ${dragged === index ? 'opacity-40' : ''}`}
          >
            <img
              src={srcOf(photo)}
              alt={t('photos.alt', { n: formatNumber(index + 1) })}
              className="size-full object-cover"
              draggable={false}
            />
            <GripVertical
              className="absolute top-2 end-2 size-5 rounded bg-white/80 p-0.5 text-slate-600"
              aria-hidden="true"
            />
            {index === 0 && (
              <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900 shadow">
                <Star className="size-3" aria-hidden="true" />
                {t('photos.cover')}
              </span>
            )}
            <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-slate-900/80 to-transparent p-1.5 pt-6">
              <div className="flex gap-1">
                <button
                  type="button"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('photos.move-earlier', { n: formatNumber(index + 1) })}
                  className="grid size-8 place-items-center rounded-lg bg-white/90 text-slate-800 hover:bg-white disabled:opacity-40"
                >
                  <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => move(index, index + 1)}
                  disabled={index === photos.length - 1}
                  aria-label={t('photos.move-later', { n: formatNumber(index + 1) })}
                  className="grid size-8 place-items-center rounded-lg bg-white/90 text-slate-800 hover:bg-white disabled:opacity-40"
                >
                  <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                </button>
              </div>
              <button
                type="button"
                onClick={() => {
                  onChange(removePhoto(photos, photo.key));
                  setAnnouncement(t('photos.removed', { n: formatNumber(index + 1) }));
                }}
                aria-label={t('photos.remove', { n: formatNumber(index + 1) })}
                className="grid size-8 place-items-center rounded-lg bg-red-600 text-white hover:bg-red-700"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        {!full && (
          <li
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged === null) handleFiles(event.dataTransfer.files);
            }}
          >
            <label
              htmlFor={id}
              className={`flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-3 text-center text-sm font-semibold transition hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                error ? 'border-red-400 text-red-700' : 'border-brand-300 text-brand-800'
              }`}
            >
              <ImagePlus className="size-7" aria-hidden="true" />
              {t('photos.add')}
              <span className="text-xs font-normal text-slate-500">
                {t('photos.count', {
                  n: formatNumber(photos.length),
                  max: formatNumber(AD_PHOTOS_MAX),
                })}
              </span>
              <input
                ref={inputRef}
                id={id}
                type="file"
                multiple
                accept="image/*"
                aria-invalid={error ? true : undefined}
                className="sr-only"
                onChange={(event) => {
                  handleFiles(event.target.files);
                  // Picking the same file again after removing it must still fire a change.
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
