import { Menu, X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * Hamburger button and a slide-in panel from the start side. The panel closes on a link choice
 * (the content calls `close`), on Escape, on an outside click and on navigation.
 */
export function MobileMenu({
  children,
  title,
}: {
  /** Receives `close`, to call when a link is chosen. */
  children: (close: () => void) => ReactNode;
  title: string;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(panelRef, open, close);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label={t('nav.open-menu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        className="grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {open &&
        // A portal: the header's backdrop blur would otherwise confine a fixed panel to the header.
        createPortal(
          <div className="fixed inset-0 z-50">
            <div className="absolute inset-0 bg-slate-900/40" aria-hidden="true" />
            <div
              ref={panelRef}
              id={panelId}
              role="dialog"
              aria-modal="true"
              aria-label={title}
              className="absolute inset-y-0 start-0 flex w-72 max-w-[85vw] animate-[slide-in-start_200ms_ease-out] flex-col bg-white shadow-2xl rtl:animate-[slide-in-end_200ms_ease-out]"
            >
              <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
                <span className="font-semibold text-slate-900">{title}</span>
                <button
                  type="button"
                  aria-label={t('nav.close-menu')}
                  onClick={close}
                  className="grid size-10 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </div>
              <div className="flex-1 overflow-y-auto p-3">{children(close)}</div>
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}
