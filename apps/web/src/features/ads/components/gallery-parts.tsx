import type { AdPhoto } from '@souq/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Which slide fills the strip: scroll offset over slide width (RTL offsets are negative). */
const visibleIndex = (strip: HTMLElement) =>
  Math.round(Math.abs(strip.scrollLeft) / Math.max(1, strip.clientWidth));

export function useSlides(count: number) {
  const stripRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const goTo = useCallback(
    (target: number, smooth = true) => {
      const strip = stripRef.current;
      const next = Math.min(Math.max(target, 0), count - 1);
      if (!strip || next < 0) return;
      // Scrolls the strip only (never the page); in RTL, offsets run negative from the start.
      const sign = getComputedStyle(strip).direction === 'rtl' ? -1 : 1;
      strip.scrollTo?.({
        left: sign * next * strip.clientWidth,
        behavior: smooth ? 'smooth' : 'auto',
      });
      setIndex(next);
    },
    [count],
  );
  // The index follows a swipe once the strip settles, not on every frame of a smooth scroll
  // (which would briefly report the photo it is leaving).
  const settle = useRef<number | undefined>(undefined);
  const handleScroll = () => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      if (stripRef.current) setIndex(visibleIndex(stripRef.current));
    }, 120);
  };
  // A width change (window resize, a scrollbar coming back after the full-screen view) leaves the
  // old pixel offset between two photos: land on the current one again.
  const indexRef = useRef(index);
  indexRef.current = index;
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const sign = getComputedStyle(strip).direction === 'rtl' ? -1 : 1;
      strip.scrollTo?.({ left: sign * indexRef.current * strip.clientWidth, behavior: 'auto' });
    });
    observer.observe(strip);
    return () => observer.disconnect();
  }, []);
  return { stripRef, index, goTo, handleScroll };
}

export function Strip({
  photos,
  title,
  slides,
  fit,
}: {
  photos: AdPhoto[];
  title: string;
  slides: ReturnType<typeof useSlides>;
  fit: 'cover' | 'contain';
}) {
  const { t } = useTranslation('ads');
  // Focusable and labelled so a keyboard reaches the scroller (arrow keys step through photos).
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled scroller of slides, not a form group
    <div
      ref={slides.stripRef}
      onScroll={slides.handleScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus
      tabIndex={0}
      role="group"
      aria-label={t('gallery.label')}
      className="flex size-full snap-x focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {photos.map((photo, i) => (
        <figure
          key={photo.id}
          aria-roledescription={t('gallery.slide')}
          aria-label={t('gallery.position', { n: i + 1, total: photos.length })}
          className="relative size-full shrink-0 snap-center"
        >
          <img
            src={photo.url}
            alt={t('gallery.photo-alt', { title, n: i + 1, total: photos.length })}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className={cn('size-full', fit === 'cover' ? 'object-cover' : 'object-contain')}
          />
        </figure>
      ))}
    </div>
  );
}

export function Arrows({
  index,
  count,
  goTo,
  dark,
}: {
  index: number;
  count: number;
  goTo: (n: number) => void;
  dark?: boolean;
}) {
  const { t } = useTranslation('ads');
  if (count < 2) return null;
  const style = dark
    ? 'bg-white/15 text-white hover:bg-white/25'
    : 'bg-white/90 text-slate-800 shadow hover:bg-white';
  return (
    <>
      <button
        type="button"
        onClick={() => goTo(index - 1)}
        disabled={index === 0}
        aria-label={t('gallery.previous')}
        className={cn(
          'absolute start-3 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full backdrop-blur transition disabled:opacity-0',
          style,
        )}
      >
        <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => goTo(index + 1)}
        disabled={index === count - 1}
        aria-label={t('gallery.next')}
        className={cn(
          'absolute end-3 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full backdrop-blur transition disabled:opacity-0',
          style,
        )}
      >
        <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
      </button>
    </>
  );
}

/** Arrow keys follow the reading direction: in Arabic the next photo is to the left. */
export function arrowStep(event: KeyboardEvent | globalThis.KeyboardEvent, dir: string) {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (event.key === forward) return 1;
  if (event.key === backward) return -1;
  return 0;
}
