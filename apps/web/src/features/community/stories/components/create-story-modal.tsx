import { IMAGE_MAX_BYTES, STORY_CAPTION_MAX, STORY_VIDEO_MAX_BYTES } from '@souq/contract/limits';
import { ImagePlus, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { getErrorMessage } from '../../../../lib/api';
import { useCreateStory } from '../api/story-actions';

/** The "add story" entry: a photo or a short video and a caption, shared for 24 hours. */
export function CreateStoryModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (storyId: number) => void;
}) {
  const { t } = useTranslation('stories');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [media, setMedia] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateStory();

  useEffect(() => {
    if (!media) return;
    const url = URL.createObjectURL(media);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [media]);

  const reset = () => {
    setMedia(null);
    setPreview(null);
    setCaption('');
    setError(null);
    create.reset();
    if (input.current) input.current.value = '';
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!media) {
      setError(t('create.need-media'));
      return;
    }
    create.mutate(
      { media, caption: caption.trim() },
      {
        onSuccess: (story) => {
          reset();
          onClose();
          onCreated(story.id);
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };
  const isVideo = media?.type.startsWith('video/');

  return (
    <Modal open={open} onClose={close} title={t('create.title')} locked={create.isPending}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <label htmlFor={`${id}-media`} className="block text-sm font-medium text-slate-800">
            {t('create.media')}
          </label>
          {/* The browser's own file button speaks its own language: a labelled one in ours. */}
          <label className="mt-1 inline-flex h-10 cursor-pointer items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200">
            <Upload className="size-4" aria-hidden="true" />
            {media ? t('create.change') : t('create.choose')}
            <input
              ref={input}
              id={`${id}-media`}
              type="file"
              accept="image/*,video/*"
              aria-describedby={`${id}-hint`}
              disabled={create.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const limit = file?.type.startsWith('video/')
                  ? STORY_VIDEO_MAX_BYTES
                  : IMAGE_MAX_BYTES;
                if (file && file.size > limit) {
                  setError(t('create.too-large'));
                  setMedia(null);
                  event.target.value = '';
                  return;
                }
                setError(null);
                setMedia(file);
              }}
              className="sr-only"
            />
          </label>
          {media && (
            <p className="mt-1 truncate text-sm text-slate-700" dir="auto">
              {media.name}
            </p>
          )}
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {t('create.hint')}
          </p>
        </div>
        {preview ? (
          isVideo ? (
            <video
              src={preview}
              muted
              playsInline
              controls
              aria-label={t('create.media')}
              className="mx-auto max-h-64 rounded-xl bg-black"
            />
          ) : (
            <img
              src={preview}
              alt={t('create.media')}
              className="mx-auto max-h-64 rounded-xl object-contain"
            />
          )
        ) : (
          <div className="flex h-32 items-center justify-center rounded-xl border-2 border-dashed border-slate-300 text-slate-400">
            <ImagePlus className="size-8" aria-hidden="true" />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-caption`} className="block text-sm font-medium text-slate-800">
            {t('create.caption')}
          </label>
          <input
            id={`${id}-caption`}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            maxLength={STORY_CAPTION_MAX}
            dir="auto"
            disabled={create.isPending}
            className="mt-1 block h-11 w-full rounded-xl border border-slate-300 px-3 text-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" disabled={!media || create.isPending}>
            {create.isPending ? t('create.sharing') : t('create.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
