import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * Hamburger button and a slide-in panel from the start side. The panel closes on a link choice
 * (the content calls `close`), on Escape, on an outside click and on navigation. Its code is
 * fetched when a finger or pointer first goes down on the button.
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
  const panelId = useId();
  const { pathname, search } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label={t('nav.open-menu')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerDown={() => void loadPanel()}
        onClick={() => setOpen(true)}
        className="grid size-10 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} title={title} close={close}>
            {children(close)}
          </MobileMenuPanel>
        </Suspense>
      )}
    </div>
  );
}
