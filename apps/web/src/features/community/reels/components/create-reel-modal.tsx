import { REEL_CAPTION_MAX, VIDEO_ACCEPT, VIDEO_MAX_BYTES } from '@souq/contract/limits';
import { Film } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaFileField, MediaPreview } from '../../../../components/media-file-field';
import { Modal } from '../../../../components/modal';
import { MediaPostFooter } from '../../components/media-post-footer';
import { useMediaPostForm } from '../../lib/use-media-post-form';
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
  const [progress, setProgress] = useState(0);
  const create = useCreateReel(setProgress);
  const publishing = create.isPending;
  const post = useMediaPostForm({
    load: loadRules,
    resolverOf: (loaded) => loaded.createReelResolver(),
    empty: EMPTY,
    file: 'video',
    translate: (key) => (isCreateReelError(key) ? t(`create.${key}`) : key),
    sending: create,
    onClose,
    onReset: () => setProgress(0),
  });
  const { video, caption } = post.values;

  const send = async (values: CreateReelValues) => {
    if (!values.video || publishing) return;
    const reel = await create.mutateAsync({
      video: values.video,
      caption: values.caption.trim(),
      ...place,
    });
    post.done();
    onCreated(reel.id);
  };

  return (
    <Modal open={open} onClose={post.close} title={t('create.title')} locked={publishing}>
      <form ref={post.formRef} onSubmit={post.submit(send)} className="space-y-4" noValidate>
        <MediaFileField
          id={`${id}-video`}
          label={t('create.video')}
          hint={t('create.hint')}
          choose={t('create.choose')}
          change={t('create.change')}
          accept={VIDEO_ACCEPT}
          file={video}
          disabled={publishing}
          inputRef={post.input}
          maxBytes={() => VIDEO_MAX_BYTES}
          onPick={(file) => post.set('video', file, 'caption')}
          onTooLarge={post.tooLarge}
        />
        <MediaPreview file={video} label={t('create.video')} placeholder={Film} video />
        <div>
          <label htmlFor={`${id}-caption`} className="block text-sm font-medium text-slate-800">
            {t('create.caption')}
          </label>
          <textarea
            id={`${id}-caption`}
            value={caption}
            onChange={(event) => post.set('caption', event.target.value)}
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
        <MediaPostFooter
          error={post.error}
          busy={publishing}
          ready={Boolean(video)}
          labels={{
            cancel: t('create.cancel'),
            submit: t('create.submit'),
            busy: t('create.publishing'),
          }}
          onCancel={post.close}
        />
      </form>
    </Modal>
  );
}
