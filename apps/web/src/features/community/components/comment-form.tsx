import { COMMENT_CONTENT_MAX } from '@souq/contract/limits';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { useRulesWhenIdle } from '../../../lib/lazy-rules';
import { loadPostRules } from '../lib/load-post-rules';

export interface CommentFormProps {
  /** Sends the trimmed text; the input clears when it resolves. */
  onSubmit: (content: string) => Promise<unknown>;
  placeholder?: string;
  label?: string;
  avatar?: { src?: string | null; name: string };
  autoFocus?: boolean;
  initialValue?: string;
  submitLabel?: string;
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * A comment, reply or edit box. Submitting is disabled while the text is blank after trimming
 * (seed §5) or while it is being sent; on success the input clears (seed §4).
 */
export function CommentForm({
  onSubmit,
  placeholder,
  label,
  avatar,
  autoFocus,
  initialValue = '',
  submitLabel,
  onCancel,
  cancelLabel,
}: CommentFormProps) {
  const { t } = useTranslation('community');
  const id = useId();
  const [content, setContent] = useState(initialValue);
  const [isSending, setIsSending] = useState(false);
  // The contract's rule once loaded (invisible-only text is blank too); a trimmed check before.
  const rules = useRulesWhenIdle(loadPostRules);
  const isBlank = rules ? !rules.isSendableComment(content) : content.trim() === '';
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank || isSending) return;
    if (!(await loadPostRules()).isSendableComment(content)) return;
    setIsSending(true);
    try {
      await onSubmit(content.trim());
      setContent('');
    } catch {
      // Already reported (toast or log); the text stays for another try.
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} className="flex items-start gap-2">
      {avatar && <Avatar src={avatar.src} alt={avatar.name} className="mt-0.5 size-8" />}
      <label htmlFor={id} className="sr-only">
        {label ?? t('comment-form.label')}
      </label>
      <textarea
        id={id}
        value={content}
        rows={1}
        maxLength={COMMENT_CONTENT_MAX}
        ref={inputRef}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
          if (event.key === 'Escape' && onCancel) {
            event.stopPropagation();
            onCancel();
          }
        }}
        placeholder={placeholder ?? t('comment-form.placeholder')}
        dir="auto"
        className="field-sizing-content max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-transparent bg-slate-100 px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
      />
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          className="h-10 rounded-xl px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {cancelLabel ?? t('comments.cancel')}
        </button>
      )}
      <button
        type="submit"
        disabled={isBlank || isSending}
        aria-label={submitLabel ?? t('comment-form.submit')}
        title={submitLabel ?? t('comment-form.submit')}
        className="grid h-10 min-w-10 place-items-center rounded-xl bg-brand-700 px-2.5 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-500"
      >
        <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
      </button>
    </form>
  );
}
