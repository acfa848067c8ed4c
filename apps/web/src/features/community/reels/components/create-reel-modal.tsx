import { REEL_CAPTION_MAX, VIDEO_ACCEPT, VIDEO_MAX_BYTES } from '@souq/contract/limits';
import { Film } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { MediaFileField, MediaPreview } from '../../../../components/media-file-field';
import { Modal } from '../../../../components/modal';
import { getErrorMessage } from '../../../../lib/api';
import { useCreateReel } from '../api/create-reel';

export interface CreateReelModalProps {
  open: boolean;
  onClose: () => void;
  /** The place new reels are about (the viewer's own or the chosen one), when known. */
  place: { country_id: number | null; region_id: number | null };
  onCreated: (reelId: number) => void;
}

/**
 * The reel creation modal (seed §2, §4, §5): a video (video/*) with its preview, a caption; the
 * submit stays disabled without a video or while publishing ("Publishing...", with the upload's
 * progress); closing or publishing resets the form and the preview.
 */
export function CreateReelModal({ open, onClose, place, onCreated }: CreateReelModalProps) {
  const { t } = useTranslation('reels');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReel(setProgress);
  const publishing = create.isPending;

  const reset = () => {
    setVideo(null);
    setCaption('');
    setProgress(0);
    setError(null);
    create.reset();
    if (input.current) input.current.value = '';
  };
  const close = () => {
    if (publishing) return;
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!video || publishing) return;
    if (caption.trim() === '') {
      setError(t('create.need-caption'));
      return;
    }
    setError(null);
    create.mutate(
      { video, caption: caption.trim(), ...place },
      {
        onSuccess: (reel) => {
          reset();
          onClose();
          onCreated(reel.id);
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={t('create.title')} locked={publishing}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <MediaFileField
          id={`${id}-video`}
          label={t('create.video')}
          hint={t('create.hint')}
          choose={t('create.choose')}
          change={t('create.change')}
          accept={VIDEO_ACCEPT}
          file={video}
          disabled={publishing}
          inputRef={input}
          maxBytes={() => VIDEO_MAX_BYTES}
          onPick={(file) => {
            setError(null);
            setVideo(file);
          }}
          onTooLarge={() => {
            setError(t('create.too-large'));
            setVideo(null);
          }}
        />
        <MediaPreview file={video} label={t('create.video')} placeholder={Film} video />
        <div>
          <label htmlFor={`${id}-caption`} className="block text-sm font-medium text-slate-800">
            {t('create.caption')}
          </label>
          <textarea
            id={`${id}-caption`}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            maxLength={REEL_CAPTION_MAX}
            rows={3}
            dir="auto"
            disabled={publishing}
            placeholder={t('create.caption-placeholder')}
            className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
        </div>
        {publishing && (
          <div>
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              aria-label={t('create.progress', { percent: Math.round(progress * 100) })}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-600" style={{ width: `${progress * 100}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {t('create.progress', { percent: Math.round(progress * 100) })}
            </p>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={publishing}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" disabled={!video || publishing}>
            {publishing ? t('create.publishing') : t('create.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
