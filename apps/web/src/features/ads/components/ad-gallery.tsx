import type { AdPhoto } from '@souq/contract';
import { Expand, ImageOff } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { Arrows, arrowStep, Strip, useSlides } from './gallery-parts';

// Loaded on first use: most visits never open the full-screen view.
const FullScreen = lazy(() =>
  import('./gallery-full-screen').then((m) => ({ default: m.FullScreen })),
);

/**
 * The ad's photos: a swipeable strip (CSS scroll snap), arrows, thumbnails, arrow keys when
 * focused, and a full-screen view (Escape closes it and returns to the same photo).
 */
export function AdGallery({ photos, title }: { photos: AdPhoto[]; title: string }) {
  const { t, i18n } = useTranslation('ads');
  const slides = useSlides(photos.length);
  const [fullScreen, setFullScreen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const { index, goTo } = slides;

  if (photos.length === 0) {
    return (
      <div className="grid aspect-[4/3] place-items-center rounded-3xl bg-slate-100 text-slate-400">
        <ImageOff className="size-10" aria-hidden="true" />
        <span className="sr-only">{t('gallery.no-photos')}</span>
      </div>
    );
  }

  const handleKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event, i18n.dir());
    if (step) {
      event.preventDefault();
      goTo(index + step);
    }
  };

  return (
    <section
      aria-roledescription={t('gallery.carousel')}
      aria-label={t('gallery.label')}
      className="grid gap-3"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys for the focused gallery */}
      <div
        className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-slate-900"
        onKeyDown={handleKeyDown}
      >
        <Strip photos={photos} title={title} slides={slides} fit="cover" />
        <Arrows index={index} count={photos.length} goTo={goTo} />
        <button
          ref={openRef}
          type="button"
          onClick={() => setFullScreen(true)}
          className="absolute end-3 bottom-3 flex items-center gap-1.5 rounded-full bg-slate-900/70 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur hover:bg-slate-900/85"
        >
          <Expand className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('gallery.full-screen')}, </span>
          <span>{t('gallery.counter', { n: index + 1, total: photos.length })}</span>
        </button>
      </div>
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('gallery.show-photo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-xl border-2 transition sm:size-20',
                  i === index
                    ? 'border-brand-600'
                    : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <img
                  src={photo.thumb_url}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullScreen && (
        <Suspense fallback={null}>
          <FullScreen
            photos={photos}
            title={title}
            start={index}
            onClose={(at) => {
              setFullScreen(false);
              // After the overlay is gone (and the page's scrollbar is back): land on a photo.
              requestAnimationFrame(() => goTo(at, false));
              openRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
