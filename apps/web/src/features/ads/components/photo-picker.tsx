import { AD_PHOTOS_MAX, IMAGE_ACCEPT } from '@souq/contract/limits';
import { ImagePlus } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form-field';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { addPhotos, movePhoto, type PhotoItem, removePhoto } from '../lib/photos';
import { usePhotoPreviews } from '../lib/use-photo-previews';
import { PhotoTile } from './photo-tile';

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
  const srcOf = usePhotoPreviews(photos);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
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
          <PhotoTile
            key={photo.key}
            src={srcOf(photo)}
            index={index}
            count={photos.length}
            isDragged={dragged === index}
            isOver={over === index && dragged !== index}
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
            onMove={(to) => move(index, to)}
            onRemove={() => {
              onChange(removePhoto(photos, photo.key));
              setAnnouncement(t('photos.removed', { n: formatNumber(index + 1) }));
            }}
          />
        ))}
        {!full && (
          <AddPhotoTile
            id={id}
            count={photos.length}
            invalid={Boolean(error)}
            onFiles={handleFiles}
            acceptsDrop={dragged === null}
          />
        )}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** The tile that adds photos: click to pick, or drop files on it. */
function AddPhotoTile({
  id,
  count,
  invalid,
  onFiles,
  acceptsDrop,
}: {
  id: string;
  count: number;
  invalid: boolean;
  onFiles: (files: FileList | null) => void;
  /** False while a photo of the list is dragged (a drop here then moves nothing). */
  acceptsDrop: boolean;
}) {
  const { t } = useTranslation('ads');
  return (
    <li
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        if (acceptsDrop) onFiles(event.dataTransfer.files);
      }}
    >
      <label
        htmlFor={id}
        className={cn(
          'flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed p-3 text-center text-sm font-semibold transition hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          invalid ? 'border-red-400 text-red-700' : 'border-brand-300 text-brand-800',
        )}
      >
        <ImagePlus className="size-7" aria-hidden="true" />
        {t('photos.add')}
        <span className="text-xs font-normal text-slate-500">
          {t('photos.count', {
            n: formatNumber(count),
            max: formatNumber(AD_PHOTOS_MAX),
          })}
        </span>
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-invalid={invalid ? true : undefined}
          className="sr-only"
          onChange={(event) => {
            onFiles(event.target.files);
            // Picking the same file again after removing it must still fire a change.
            event.target.value = '';
          }}
        />
      </label>
    </li>
  );
}
