import {
  IMAGE_MAX_BYTES,
  STORY_CAPTION_MAX,
  STORY_MEDIA_ACCEPT,
  STORY_VIDEO_MAX_BYTES,
} from '@souq/contract/limits';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaFileField, MediaPreview } from '../../../../components/media-file-field';
import { Modal } from '../../../../components/modal';
import { MediaPostFooter } from '../../components/media-post-footer';
import { useMediaPostForm } from '../../lib/use-media-post-form';
import { useCreateStory } from '../api/story-actions';
import { type CreateStoryValues, isCreateStoryError } from '../lib/create-story-values';

// The rules (the contract's schema, with zod) load on the first check or while the page is idle.
const loadRules = () => import('../lib/create-story-schema');
const EMPTY: CreateStoryValues = { media: null, caption: '' };

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
  const create = useCreateStory();
  const post = useMediaPostForm({
    load: loadRules,
    resolverOf: (loaded) => loaded.createStoryResolver(),
    empty: EMPTY,
    file: 'media',
    translate: (key) => (isCreateStoryError(key) ? t(`create.${key}`) : key),
    sending: create,
    onClose,
  });
  const { media, caption } = post.values;

  const send = async (values: CreateStoryValues) => {
    if (!values.media) return;
    const story = await create.mutateAsync({ media: values.media, caption: values.caption.trim() });
    post.done();
    onCreated(story.id);
  };

  return (
    <Modal open={open} onClose={post.close} title={t('create.title')} locked={create.isPending}>
      <form ref={post.formRef} onSubmit={post.submit(send)} className="space-y-4" noValidate>
        <MediaFileField
          id={`${id}-media`}
          label={t('create.media')}
          hint={t('create.hint')}
          choose={t('create.choose')}
          change={t('create.change')}
          accept={STORY_MEDIA_ACCEPT}
          file={media}
          disabled={create.isPending}
          inputRef={post.input}
          maxBytes={(file) =>
            file.type.startsWith('video/') ? STORY_VIDEO_MAX_BYTES : IMAGE_MAX_BYTES
          }
          onPick={(file) => post.set('media', file, 'caption')}
          onTooLarge={post.tooLarge}
        />
        <MediaPreview file={media} label={t('create.media')} placeholder={ImagePlus} />
        <div>
          <label htmlFor={`${id}-caption`} className="block text-sm font-medium text-slate-800">
            {t('create.caption')}
          </label>
          <input
            id={`${id}-caption`}
            value={caption}
            onChange={(event) => post.set('caption', event.target.value)}
            maxLength={STORY_CAPTION_MAX}
            dir="auto"
            disabled={create.isPending}
            className="mt-1 block h-11 w-full rounded-xl border border-slate-300 px-3 text-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
        </div>
        <MediaPostFooter
          error={post.error}
          busy={create.isPending}
          ready={Boolean(media)}
          labels={{
            cancel: t('create.cancel'),
            submit: t('create.submit'),
            busy: t('create.sharing'),
          }}
          onCancel={post.close}
        />
      </form>
    </Modal>
  );
}
