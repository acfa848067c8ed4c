import { ChevronLeft, ChevronRight, GripVertical, Star, Trash2 } from 'lucide-react';
import type { DragEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

interface PhotoTileProps {
  src: string;
  /** Position in the list (0 is the cover). */
  index: number;
  count: number;
  isDragged: boolean;
  isOver: boolean;
  onDragStart: DragEventHandler<HTMLLIElement>;
  onDragOver: DragEventHandler<HTMLLIElement>;
  onDragLeave: DragEventHandler<HTMLLIElement>;
  onDrop: DragEventHandler<HTMLLIElement>;
  onDragEnd: DragEventHandler<HTMLLIElement>;
  /** Move this photo to position `to`. */
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One photo of the picker: draggable, with buttons to move it earlier or later and to remove it. */
export function PhotoTile({
  src,
  index,
  count,
  isDragged,
  isOver,
  onMove,
  onRemove,
  ...drag
}: PhotoTileProps) {
  const { t } = useTranslation('ads');
  return (
    <li
      draggable
      {...drag}
      className={cn(
        'group relative aspect-square cursor-grab overflow-hidden rounded-2xl border-2 bg-slate-100 transition active:cursor-grabbing',
        isOver ? 'border-brand-500 ring-4 ring-brand-100' : 'border-transparent',
        isDragged ? 'opacity-40' : '',
      )}
    >
      <img
        src={src}
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
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={t('photos.move-earlier', { n: formatNumber(index + 1) })}
            className="grid size-8 place-items-center rounded-lg bg-white/90 text-slate-800 hover:bg-white disabled:opacity-40"
          >
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={t('photos.move-later', { n: formatNumber(index + 1) })}
            className="grid size-8 place-items-center rounded-lg bg-white/90 text-slate-800 hover:bg-white disabled:opacity-40"
          >
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('photos.remove', { n: formatNumber(index + 1) })}
          className="grid size-8 place-items-center rounded-lg bg-red-600 text-white hover:bg-red-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
