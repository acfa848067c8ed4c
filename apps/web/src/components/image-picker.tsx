import { IMAGE_ACCEPT } from '@souq/contract/limits';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { useObjectUrl } from '../lib/use-object-url';
import { DEFAULT_AVATAR } from './avatar';
import { FieldError } from './form-field';

export interface ImagePickerProps {
  label: string;
  /** The picked file, not yet uploaded. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image saved on the server, shown until another is picked. */
  currentUrl?: string | null;
  error?: string | null;
  /** `round` for an avatar, `square` for a logo, `wide` for a photo in a post. */
  shape?: 'round' | 'square' | 'wide';
  optional?: string;
  /** Offers "Remove" for the saved image too (not only a picked file). */
  onRemoveCurrent?: () => void;
  accept?: string;
}

/** Picks one image (JPEG, PNG, WebP, AVIF) and previews it before the form is saved. */
export function ImagePicker({
  label,
  file,
  onChange,
  currentUrl,
  error,
  shape = 'round',
  optional,
  onRemoveCurrent,
  accept = IMAGE_ACCEPT,
}: ImagePickerProps) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const shown = preview ?? (currentUrl && currentUrl !== brokenUrl ? currentUrl : null);

  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="ms-1 font-normal text-slate-500">({optional})</span>}
      </span>
      <div
        className={cn(
          'mt-2 flex gap-4',
          shape === 'wide' ? 'flex-col items-start' : 'items-center',
        )}
      >
        <ImagePreview
          shown={shown}
          shape={shape}
          alt={t('image.preview', { label })}
          onError={() => !preview && setBrokenUrl(currentUrl ?? null)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-xl border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {shown ? t('image.change') : t('image.choose')}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={accept}
              aria-labelledby={`${id}-label`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              className="sr-only"
              onChange={(event) => {
                onChange(event.target.files?.[0] ?? null);
                // Choosing the same file again after removing it must still fire a change.
                event.target.value = '';
              }}
            />
          </label>
          {(file || (shown && onRemoveCurrent)) && (
            <button
              type="button"
              onClick={() => {
                if (file) onChange(null);
                else onRemoveCurrent?.();
                inputRef.current?.focus();
              }}
              className="inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('image.remove')}
            </button>
          )}
          <p id={`${id}-hint`} className="basis-full text-xs text-slate-500">
            {t('image.hint')}
          </p>
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function ImagePreview({
  shown,
  shape,
  alt,
  onError,
}: {
  shown: string | null;
  shape: NonNullable<ImagePickerProps['shape']>;
  alt: string;
  onError: () => void;
}) {
  const rounded = shape === 'round' ? 'rounded-full' : 'rounded-2xl';
  const frame = shape === 'wide' ? 'aspect-video w-full max-w-xs' : 'size-20';
  return (
    <div
      className={cn(
        'grid',
        frame,
        'shrink-0 place-items-center overflow-hidden border border-slate-200 bg-slate-50',
        rounded,
      )}
    >
      {shown ? (
        <img src={shown} alt={alt} onError={onError} className="size-full object-cover" />
      ) : shape === 'round' ? (
        <img src={DEFAULT_AVATAR} alt="" className="size-full object-cover" />
      ) : (
        <ImagePlus className="size-8 text-slate-400" aria-hidden="true" />
      )}
    </div>
  );
}
