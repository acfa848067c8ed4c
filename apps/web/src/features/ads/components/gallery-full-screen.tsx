import type { AdPhoto } from '@souq/contract';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Arrows, arrowStep, Strip, useSlides } from './gallery-parts';

/** The photos over the whole screen: arrows and arrow keys move, Escape closes. */
export function FullScreen({
  photos,
  title,
  start,
  onClose,
}: {
  photos: AdPhoto[];
  title: string;
  start: number;
  onClose: (index: number) => void;
}) {
  const { t, i18n } = useTranslation('ads');
  const slides = useSlides(photos.length);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { goTo, index } = slides;
  const latest = useRef({ index, onClose });
  latest.current = { index, onClose };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    goTo(start, false);
    closeRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  useEffect(() => {
    const handleKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') return latest.current.onClose(latest.current.index);
      const step = arrowStep(event, i18n.dir());
      if (step) {
        event.preventDefault();
        goTo(latest.current.index + step);
      }
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [goTo, i18n]);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950/95 text-white"
    >
      <div className="flex items-center justify-between gap-4 p-4">
        <h2 id={titleId} className="truncate text-sm font-semibold">
          {title}
          <span className="ms-2 font-normal text-white/70">
            {t('gallery.position', { n: index + 1, total: photos.length })}
          </span>
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={() => onClose(index)}
          aria-label={t('gallery.close-full-screen')}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        <Strip photos={photos} title={title} slides={slides} fit="contain" />
        <Arrows index={index} count={photos.length} goTo={goTo} dark />
      </div>
      <p className="p-3 text-center text-xs text-white/60">{t('gallery.keys-hint')}</p>
    </div>,
    document.body,
  );
}
