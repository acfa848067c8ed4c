import { REEL_CAPTION_MAX, VIDEO_ACCEPT, VIDEO_MAX_BYTES } from '@souq/contract/limits';
import { Film } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { MediaFileField, MediaPreview } from '../../../../components/media-file-field';
import { Modal } from '../../../../components/modal';
import { getErrorMessage } from '../../../../lib/api';
import { useRulesForm } from '../../../../lib/use-rules-form';
import { useCreateReel } from '../api/create-reel';
import { type CreateReelValues, isCreateReelError } from '../lib/create-reel-values';

// The rules (the contract's schema, with zod) load on the first check or while the page is idle.
const loadRules = () => import('../lib/create-reel-schema');
const EMPTY: CreateReelValues = { video: null, caption: '' };

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
  const rules = useRulesForm({
    load: loadRules,
    resolverOf: (loaded) => loaded.createReelResolver(),
    defaultValues: EMPTY,
    translate: (key) => (isCreateReelError(key) ? t(`create.${key}`) : key),
  });
  const { form, formRef, set, errorOf, onSubmit } = rules;
  const { video, caption } = rules.values;
  const [progress, setProgress] = useState(0);
  const create = useCreateReel(setProgress);
  const publishing = create.isPending;
  // One line says what is wrong: the video, the caption, or the server.
  const error = errorOf('video') ?? errorOf('caption') ?? rules.formError;

  const reset = () => {
    rules.reset(EMPTY);
    setProgress(0);
    create.reset();
    if (input.current) input.current.value = '';
  };
  const close = () => {
    if (publishing) return;
    reset();
    onClose();
  };

  const send = async (values: CreateReelValues) => {
    if (!values.video || publishing) return;
    const reel = await create.mutateAsync({
      video: values.video,
      caption: values.caption.trim(),
      ...place,
    });
    reset();
    onClose();
    onCreated(reel.id);
  };
  const failed = (failure: unknown) => ({ fieldErrors: {}, formError: getErrorMessage(failure) });

  return (
    <Modal open={open} onClose={close} title={t('create.title')} locked={publishing}>
      <form ref={formRef} onSubmit={onSubmit(send, failed)} className="space-y-4" noValidate>
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
          onPick={(file) => set('video', file, 'caption')}
          onTooLarge={() => {
            set('video', null);
            form.setError('video', { type: 'pick', message: 'too-large' });
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
            onChange={(event) => set('caption', event.target.value)}
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
