import { Link2, MessageCircle, Smile } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { notify } from '../../../lib/notify';
import { copyText, whatsAppShareUrl } from '../lib/post-url';
import {
  emojiFromUnified,
  type RecentEmoji,
  readRecentEmoji,
  recordRecentEmoji,
} from '../lib/recent-emoji';

const EmojiPickerPanel = lazy(() => import('./emoji-picker-panel'));

export interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  /** The post's address. */
  url: string;
}

/**
 * A message with optional emoji and two targets: a WhatsApp link and copy link. A blank message
 * is refused (seed §5); after sharing the modal closes and the message resets. Nothing is sent
 * to the server.
 */
export function ShareModal({ open, onClose, url }: ShareModalProps) {
  const { t } = useTranslation('community');
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [recent, setRecent] = useState<RecentEmoji[]>(() => readRecentEmoji());
  const isBlank = message.trim() === '';

  const reset = () => {
    setMessage('');
    setError(null);
    setIsPickerOpen(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  // The picker takes Escape on the window's capture phase (to clear its search) and stops it
  // there: a listener registered before the picker mounts closes the modal first.
  const pickerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !pickerRef.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      closeRef.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);
  const refuseBlank = () => {
    if (!isBlank) return false;
    setError(t('emptyShareError'));
    return true;
  };
  const addEmoji = (emoji: PickedEmoji) => {
    setMessage((text) => text + emoji.emoji);
    setError(null);
    setRecent(recordRecentEmoji({ unified: emoji.unified, original: emoji.original }));
  };

  return (
    <Modal open={open} onClose={close} title={t('share.title')}>
      <div className="space-y-4">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {t('share.message')}
          </label>
          <textarea
            id={id}
            value={message}
            rows={3}
            onChange={(event) => {
              setMessage(event.target.value);
              setError(null);
            }}
            placeholder={t('share.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            dir="auto"
            className="mt-1 block w-full resize-none rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>

        <EmojiRow
          isPickerOpen={isPickerOpen}
          onTogglePicker={() => setIsPickerOpen((shown) => !shown)}
          recent={recent}
          onPick={addEmoji}
        />
        {isPickerOpen && (
          <div ref={pickerRef}>
            <Suspense fallback={<Loader label={t('share.emoji-loading')} />}>
              <EmojiPickerPanel onPick={addEmoji} suggested={recent.map((item) => item.unified)} />
            </Suspense>
          </div>
        )}

        <ShareTargets message={message} url={url} refuseBlank={refuseBlank} onShared={close} />
        <p className="truncate text-xs text-slate-500" dir="ltr">
          {url}
        </p>
      </div>
    </Modal>
  );
}

type PickedEmoji = { emoji: string; unified: string; original: string };

/** The picker's toggle and the emoji used lately, one tap each. */
function EmojiRow({
  isPickerOpen,
  onTogglePicker,
  recent,
  onPick,
}: {
  isPickerOpen: boolean;
  onTogglePicker: () => void;
  recent: RecentEmoji[];
  onPick: (emoji: PickedEmoji) => void;
}) {
  const { t } = useTranslation('community');
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        aria-expanded={isPickerOpen}
        onClick={onTogglePicker}
        className="inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Smile className="size-5" aria-hidden="true" />
        {isPickerOpen ? t('share.emoji-close') : t('share.emoji')}
      </button>
      {recent.length > 0 && (
        <ul aria-label={t('share.recent')} className="flex flex-wrap items-center">
          {recent.map((item) => {
            const emoji = emojiFromUnified(item.unified);
            return (
              <li key={item.unified}>
                <button
                  type="button"
                  onClick={() => onPick({ ...item, emoji })}
                  aria-label={t('share.insert-emoji', { emoji })}
                  className="grid size-9 place-items-center rounded-lg text-xl hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {emoji}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** WhatsApp and copy link: each refuses a blank message, and closes the modal once shared. */
function ShareTargets({
  message,
  url,
  refuseBlank,
  onShared,
}: {
  message: string;
  url: string;
  refuseBlank: () => boolean;
  onShared: () => void;
}) {
  const { t } = useTranslation('community');
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <a
        href={whatsAppShareUrl(message, url)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          if (refuseBlank()) {
            event.preventDefault();
            return;
          }
          // The link opens in its tab; this one closes the modal.
          setTimeout(onShared, 0);
        }}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-[#1f8f4e] px-4 text-sm font-semibold text-white hover:bg-[#187a41] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {t('share.whatsapp')}
      </a>
      <button
        type="button"
        onClick={async () => {
          if (refuseBlank()) return;
          try {
            await copyText(`${message.trim()}\n${url}`);
            void notify('success', t('linkCopied'));
            onShared();
          } catch (copyError) {
            console.error('copy failed', copyError);
          }
        }}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Link2 className="size-5" aria-hidden="true" />
        {t('share.copy')}
      </button>
    </div>
  );
}
