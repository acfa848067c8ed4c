import type { ChatAttachment } from '@souq/contract';
import { Download, FileText, ImageOff, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { downloadAttachment, useAttachmentUrl } from '../api/get-attachment';
import { sizeLabel } from '../lib/format';

/** The full picture over the page; Escape or the close button leaves it. */
function Lightbox({ attachment, onClose }: { attachment: ChatAttachment; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const full = useAttachmentUrl(attachment.url);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('attachment.viewer')}
      className="fixed inset-0 z-50 grid place-items-center bg-slate-950/90 p-4"
    >
      <button
        type="button"
        onClick={onClose}
        // biome-ignore lint/a11y/noAutofocus: the viewer takes focus so Escape and Tab work in it.
        autoFocus
        className="absolute end-4 top-4 grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
      >
        <X className="size-6" aria-hidden="true" />
        <span className="sr-only">{t('attachment.close-viewer')}</span>
      </button>
      {full.data ? (
        <img
          src={full.data}
          alt={attachment.name}
          className="max-h-[85vh] max-w-full rounded-lg object-contain"
        />
      ) : (
        <span className="size-10 animate-spin rounded-full border-4 border-white/30 border-t-white" />
      )}
    </div>,
    document.body,
  );
}

/** An image of a message: the small size in the thread, the full one in the lightbox. */
export function AttachmentImage({ attachment }: { attachment: ChatAttachment }) {
  const { t } = useTranslation('chat');
  const thumb = useAttachmentUrl(attachment.thumb_url ?? attachment.url);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {thumb.data ? (
          <img
            src={thumb.data}
            alt={t('attachment.open-image', { name: attachment.name })}
            className="max-h-64 w-auto max-w-full object-cover"
          />
        ) : (
          <span className="grid size-40 place-items-center text-slate-400">
            {thumb.isError ? (
              <ImageOff className="size-8" aria-hidden="true" />
            ) : (
              <span className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            )}
            <span className="sr-only">{t('attachment.open-image', { name: attachment.name })}</span>
          </span>
        )}
      </button>
      {open && <Lightbox attachment={attachment} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A document of a message: its name and size, downloaded with the session on click. */
export function AttachmentFile({
  attachment,
  mine,
}: {
  attachment: ChatAttachment;
  mine: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await downloadAttachment(attachment.url, attachment.name).catch(() => undefined);
        setBusy(false);
      }}
      className={cn(
        'flex max-w-full items-center gap-3 rounded-xl border px-3 py-2 text-start',
        mine
          ? 'border-white/30 bg-white/10 hover:bg-white/20'
          : 'border-slate-200 bg-slate-50 hover:bg-slate-100',
      )}
    >
      <FileText className="size-8 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold" dir="auto">
          {attachment.name}
        </span>
        <span className={cn('block text-xs', mine ? 'text-white' : 'text-slate-500')}>
          {sizeLabel(attachment.size, i18n.language, t)} · {t('attachment.download')}
        </span>
      </span>
      <Download className="size-4 shrink-0" aria-hidden="true" />
    </button>
  );
}
