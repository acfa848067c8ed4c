import {
  IMAGE_MAX_BYTES,
  STORY_CAPTION_MAX,
  STORY_MEDIA_ACCEPT,
  STORY_VIDEO_MAX_BYTES,
} from '@souq/contract/limits';
import { ImagePlus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { MediaFileField, MediaPreview } from '../../../../components/media-file-field';
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
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateStory();

  const reset = () => {
    setMedia(null);
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

  return (
    <Modal open={open} onClose={close} title={t('create.title')} locked={create.isPending}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <MediaFileField
          id={`${id}-media`}
          label={t('create.media')}
          hint={t('create.hint')}
          choose={t('create.choose')}
          change={t('create.change')}
          accept={STORY_MEDIA_ACCEPT}
          file={media}
          disabled={create.isPending}
          inputRef={input}
          maxBytes={(file) =>
            file.type.startsWith('video/') ? STORY_VIDEO_MAX_BYTES : IMAGE_MAX_BYTES
          }
          onPick={(file) => {
            setError(null);
            setMedia(file);
          }}
          onTooLarge={() => {
            setError(t('create.too-large'));
            setMedia(null);
          }}
        />
        <MediaPreview file={media} label={t('create.media')} placeholder={ImagePlus} />
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
