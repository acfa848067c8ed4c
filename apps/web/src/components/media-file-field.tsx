import type { LucideIcon } from 'lucide-react';
import { Upload } from 'lucide-react';
import type { RefObject } from 'react';
import { useObjectUrl } from '../lib/use-object-url';
import { FieldLabel } from './form-field';

/**
 * One photo or video to upload (a reel, a story): a labelled button in the page's language (the
 * browser's own file button speaks its own), the chosen file's name and a hint. A file over
 * `maxBytes(file)` is not taken: the input is cleared and `onTooLarge` is called instead of
 * `onPick`.
 */
export function MediaFileField({
  id,
  label,
  hint,
  choose,
  change,
  accept,
  file,
  disabled,
  inputRef,
  maxBytes,
  onPick,
  onTooLarge,
}: {
  id: string;
  label: string;
  hint: string;
  /** The button before a file is chosen, and after. */
  choose: string;
  change: string;
  accept: string;
  file: File | null;
  disabled: boolean;
  /** The input, for the form to clear when it resets. */
  inputRef: RefObject<HTMLInputElement | null>;
  maxBytes: (file: File) => number;
  onPick: (file: File | null) => void;
  onTooLarge: () => void;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} />
      <label className="mt-1 inline-flex h-10 cursor-pointer items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200">
        <Upload className="size-4" aria-hidden="true" />
        {file ? change : choose}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            if (picked && picked.size > maxBytes(picked)) {
              event.target.value = '';
              onTooLarge();
              return;
            }
            onPick(picked);
          }}
          className="sr-only"
        />
      </label>
      {file && (
        <p className="mt-1 truncate text-sm text-slate-700" dir="auto">
          {file.name}
        </p>
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

/**
 * The chosen photo or video before it is uploaded (`video`: always played as a video), or
 * `placeholder`'s icon while there is none.
 */
export function MediaPreview({
  file,
  label,
  placeholder: Placeholder,
  video = false,
}: {
  file: File | null;
  label: string;
  placeholder: LucideIcon;
  video?: boolean;
}) {
  const url = useObjectUrl(file);
  if (!file || !url) {
    return (
      <div className="flex h-32 items-center justify-center rounded-xl border-2 border-dashed border-slate-300 text-slate-400">
        <Placeholder className="size-8" aria-hidden="true" />
      </div>
    );
  }
  return video || file.type.startsWith('video/') ? (
    <video
      src={url}
      muted
      playsInline
      controls
      aria-label={label}
      className="mx-auto max-h-64 rounded-xl bg-black"
    />
  ) : (
    <img src={url} alt={label} className="mx-auto max-h-64 rounded-xl object-contain" />
  );
}
