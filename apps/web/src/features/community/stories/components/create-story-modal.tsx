import {
  IMAGE_MAX_BYTES,
  STORY_CAPTION_MAX,
  STORY_MEDIA_ACCEPT,
  STORY_VIDEO_MAX_BYTES,
} from '@souq/contract/limits';
import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { MediaFileField, MediaPreview } from '../../../../components/media-file-field';
import { Modal } from '../../../../components/modal';
import { getErrorMessage } from '../../../../lib/api';
import { useRulesForm } from '../../../../lib/use-rules-form';
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
  const input = useRef<HTMLInputElement>(null);
  const rules = useRulesForm({
    load: loadRules,
    resolverOf: (loaded) => loaded.createStoryResolver(),
    defaultValues: EMPTY,
    translate: (key) => (isCreateStoryError(key) ? t(`create.${key}`) : key),
  });
  const { form, formRef, set, errorOf, onSubmit } = rules;
  const { media, caption } = rules.values;
  const create = useCreateStory();
  // One line says what is wrong: the file, the caption, or the server.
  const error = errorOf('media') ?? errorOf('caption') ?? rules.formError;

  const reset = () => {
    rules.reset(EMPTY);
    create.reset();
    if (input.current) input.current.value = '';
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };
  const send = async (values: CreateStoryValues) => {
    if (!values.media) return;
    const story = await create.mutateAsync({ media: values.media, caption: values.caption.trim() });
    reset();
    onClose();
    onCreated(story.id);
  };
  const failed = (failure: unknown) => ({ fieldErrors: {}, formError: getErrorMessage(failure) });

  return (
    <Modal open={open} onClose={close} title={t('create.title')} locked={create.isPending}>
      <form ref={formRef} onSubmit={onSubmit(send, failed)} className="space-y-4" noValidate>
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
          onPick={(file) => set('media', file, 'caption')}
          onTooLarge={() => {
            set('media', null);
            form.setError('media', { type: 'pick', message: 'too-large' });
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
            onChange={(event) => set('caption', event.target.value)}
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
