import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { useRulesWhenIdle } from '../../../lib/lazy-rules';
import { type PostFormValues, useCreatePost } from '../api/save-post';
import { loadPostRules } from '../lib/load-post-rules';
import { useCommunity } from './community-context';
import { PostFormFields } from './post-form-fields';

export interface PostComposerProps {
  viewer: { name: string; photo?: string | null; type?: 'user' | 'company' } | null;
}

/** A company is greeted by its whole display name, a person by the first name only. */
export function greetingName(viewer: PostComposerProps['viewer']): string {
  const name = viewer?.name.trim() ?? '';
  if (viewer?.type === 'company') return name;
  return name.split(/\s+/)[0] ?? '';
}

/** Creates a post: text, optional image, country and region; resets and refetches on success. */
export function PostComposer({ viewer }: PostComposerProps) {
  const { t } = useTranslation('community');
  const { defaultPlace } = useCommunity();
  const empty = (): PostFormValues => ({ content: '', image: null, ...defaultPlace });
  const [values, setValues] = useState<PostFormValues | null>(null);
  // Until the author picks a place, the profile's (which may load after writing starts) applies.
  const [isPlaceChosen, setIsPlaceChosen] = useState(false);
  const current = values
    ? isPlaceChosen || defaultPlace.country_id === null
      ? values
      : { ...values, ...defaultPlace }
    : empty();
  const create = useCreatePost();
  const [error, setError] = useState<string | null>(null);
  const isExpanded = values !== null;
  useRulesWhenIdle(loadPostRules);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = (await loadPostRules()).postFormError(current);
    if (invalid) return setError(t(invalid));
    try {
      await create.mutateAsync(current);
      setValues(null);
      setIsPlaceChosen(false);
      setError(null);
    } catch {
      // Reported by the request helper (toasts); the form keeps what was written.
    }
  };

  const name = viewer?.name ?? '';
  return (
    <section aria-labelledby="composer-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="composer-title" className="sr-only">
        {t('composer.title')}
      </h2>
      <form onSubmit={handleSubmit} noValidate className="flex items-start gap-3">
        <Avatar src={viewer?.photo} alt={name} className="size-10" />
        <div className="min-w-0 flex-1">
          <PostFormFields
            compact={!isExpanded}
            onContentFocus={() => {
              if (values === null) setValues(empty());
            }}
            values={current}
            onChange={(next) => {
              if (next.country_id !== current.country_id || next.region_id !== current.region_id) {
                setIsPlaceChosen(true);
              }
              setValues(next);
              setError(null);
            }}
            placeholder={t('composer.placeholder', { name: greetingName(viewer) })}
            contentError={error}
          />
          <div className="mt-4 flex justify-end gap-2">
            {isExpanded && (
              <Button
                variant="ghost"
                onClick={() => {
                  setValues(null);
                  setIsPlaceChosen(false);
                }}
                disabled={create.isPending}
              >
                {t('composer.cancel')}
              </Button>
            )}
            <Button type="submit" disabled={create.isPending || current.content.trim() === ''}>
              {create.isPending ? t('composer.submitting') : t('composer.submit')}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
