import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { usePost } from '../api/get-posts';
import { type PostFormValues, useUpdatePost } from '../api/save-post';
import { loadPostRules } from '../lib/load-post-rules';
import { PostAuthor } from './post-author';
import { PostFormFields } from './post-form-fields';

export interface EditPostModalProps {
  postId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Loads the post (GET /posts/show/{id}) and fills the form once from it (seed §4). Blank content
 * sends nothing; on success the form resets, the feed refetches and the modal closes.
 */
export function EditPostModal({ postId, open, onClose }: EditPostModalProps) {
  const { t } = useTranslation('community');
  const post = usePost(postId, open);
  const update = useUpdatePost(postId);
  const [values, setValues] = useState<PostFormValues | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Filled once from the loaded post, not again when it refetches.
  useEffect(() => {
    if (!open || values !== null || !post.data) return;
    setValues({
      content: post.data.content,
      image: null,
      country_id: post.data.region?.country?.id ?? null,
      region_id: post.data.region?.id ?? null,
    });
  }, [open, values, post.data]);

  const reset = () => {
    setValues(null);
    setRemoveImage(false);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || !post.data) return;
    const invalid = (await loadPostRules()).postFormError(values);
    if (invalid) return setError(t(invalid));
    try {
      await update.mutateAsync({ values, title: post.data.title, removeImage });
      close();
    } catch {
      // Reported by the request helper; the modal stays open with what was written.
    }
  };

  return (
    <Modal open={open} onClose={close} locked={update.isPending} size="lg" title={t('edit.title')}>
      {post.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('edit.load-failed')}
        </p>
      ) : !values || !post.data ? (
        <Loader label={t('edit.loading')} />
      ) : (
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          <PostAuthor post={post.data} />
          <div className="max-h-[60vh] overflow-y-auto">
            <PostFormFields
              values={values}
              onChange={(next) => {
                setValues(next);
                setError(null);
              }}
              currentImage={removeImage ? null : post.data.image}
              onRemoveCurrentImage={() => setRemoveImage(true)}
              contentError={error}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={update.isPending}>
              {t('comments.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
