import {
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_MESSAGE_MAX,
} from '@souq/contract/limits';
import { FileText, Paperclip, SendHorizontal, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

const TYPING_EVERY_MS = 2000;

export interface ComposerProps {
  disabled?: boolean;
  disabledReason?: string;
  /** Resolves once sent; `onProgress` gets 0..1 while a file uploads. Rejects on failure. */
  onSend: (input: {
    body: string;
    file: File | null;
    onProgress: (f: number) => void;
  }) => Promise<void>;
  onTyping: () => void;
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; one file at a time (an image or a
 * PDF, Word, Excel or ZIP file up to 10 MB) with its upload progress.
 */
export function Composer({ disabled, disabledReason, onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [body, setBody] = useState('');
  const attachment = useAttachment();
  const { file } = attachment;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);
  // The other side is told at most every TYPING_EVERY_MS.
  const signalTyping = () => {
    const now = Date.now();
    if (now - lastTyping.current <= TYPING_EVERY_MS) return;
    lastTyping.current = now;
    onTyping();
  };
  const sending = progress !== null;

  const pick = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (chosen.size > CHAT_ATTACHMENT_MAX_BYTES) {
      setError(t('composer.too-large'));
      return;
    }
    attachment.setFile(chosen);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (sending || disabled || (!text && !file)) return;
    setError(null);
    setProgress(0);
    try {
      await onSend({ body: text, file, onProgress: setProgress });
      setBody('');
      attachment.clear();
      textArea.current?.focus();
    } catch (failure) {
      setError((failure as Error).message || t('composer.failed'));
    } finally {
      setProgress(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  if (disabled) {
    return (
      <p className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-center text-sm text-slate-600">
        {disabledReason}
      </p>
    );
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-2 sm:p-3">
      {file && <AttachmentChip {...attachment} file={file} progress={progress} />}
      {error && (
        <p id={errorId} role="alert" className="mb-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <AttachButton
          input={attachment.input}
          disabled={sending}
          onPick={(chosen) => pick(chosen)}
        />
        <label htmlFor={inputId} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={inputId}
          ref={textArea}
          rows={1}
          dir="auto"
          value={body}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('composer.placeholder')}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            signalTyping();
          }}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-sm leading-5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 [field-sizing:content]"
        />
        <button
          type="submit"
          disabled={sending || (!body.trim() && !file)}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-300"
        >
          <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">{t('composer.send')}</span>
        </button>
      </div>
    </form>
  );
}

/** The paperclip, and the file input it opens (one image or document). */
function AttachButton({
  input,
  disabled,
  onPick,
}: {
  input: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={CHAT_ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('composer.attach')}
        data-testid="chat-file-input"
        onChange={(event) => onPick(event.target.files?.[0])}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={disabled}
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Paperclip className="size-5" aria-hidden="true" />
        <span className="sr-only">{t('composer.attach')}</span>
      </button>
    </>
  );
}

/** The chosen file, its picture's preview while chosen, and the file input to clear. */
function useAttachment() {
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = file?.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    setPreviewUrl(preview.current);
  }, [file]);
  useEffect(() => () => void (preview.current && URL.revokeObjectURL(preview.current)), []);
  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  return { file, setFile, input, previewUrl, clear };
}

/** The file about to be sent: its picture or icon, its name, the upload's progress, remove. */
function AttachmentChip({
  file,
  previewUrl,
  progress,
  clear,
}: {
  file: File;
  previewUrl: string | null;
  progress: number | null;
  clear: () => void;
}) {
  const { t } = useTranslation('chat');
  const sending = progress !== null;
  return (
    <div className="mb-2 flex items-center gap-3 rounded-xl bg-slate-50 p-2">
      {previewUrl ? (
        <img src={previewUrl} alt="" className="size-12 rounded-lg object-cover" />
      ) : (
        <FileText className="size-8 text-slate-500" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-slate-800" dir="auto">
          {file.name}
        </span>
        {sending && (
          <span className="mt-1 block">
            <progress
              className="h-1.5 w-full accent-brand-600"
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t('composer.uploading')}
            />
          </span>
        )}
      </span>
      {!sending && (
        <button
          type="button"
          onClick={clear}
          className="grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-200"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('composer.remove-file')}</span>
        </button>
      )}
    </div>
  );
}
