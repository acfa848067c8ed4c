import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../lib/use-dismiss';

/** The slide-in panel of the mobile menu: loaded on the first open, not with every page. */
export default function MobileMenuPanel({
  id,
  title,
  close,
  children,
}: {
  id: string;
  title: string;
  close: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss(panelRef, true, close);

  // A portal: the header's backdrop blur would otherwise confine a fixed panel to the header.
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-slate-900/40" aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
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
        <div className="flex-1 overflow-y-auto p-3">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
