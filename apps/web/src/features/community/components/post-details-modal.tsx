import type { Post } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { useComments, useCreateComment } from '../api/comments';
import { usePost } from '../api/get-posts';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { PostAuthor } from './post-author';

export interface PostDetailsModalProps {
  postId: number;
  /** The post as the feed has it; loaded by id when absent (a shared link). */
  post?: Post;
  open: boolean;
  onClose: () => void;
}

/** The post with every comment and nested reply, and a new-comment form. */
export function PostDetailsModal({ postId, post: given, open, onClose }: PostDetailsModalProps) {
  const { t } = useTranslation(['community', 'common']);
  const loaded = usePost(postId, open && !given);
  const post = given ?? loaded.data;
  const comments = useComments(postId, open);
  const create = useCreateComment(postId);
  const name = post?.user?.name || t('common:header.unknown-user');

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={post ? t('details.title', { name }) : t('details.title-loading')}
    >
      <div className="-mx-6 max-h-[65vh] overflow-y-auto border-y border-slate-100 px-6 py-4">
        {loaded.isError && !given && (
          <p role="alert" className="text-sm text-red-700">
            {t('details.load-failed')}
          </p>
        )}
        {post && (
          <div className="mb-4">
            <PostAuthor post={post} />
            <p className="mt-3 whitespace-pre-line break-words text-slate-800" dir="auto">
              {post.content}
            </p>
          </div>
        )}
        <h3 className="mb-3 text-sm font-semibold text-slate-700">
          {t('post.comments-count', { count: post?.commentsCount ?? comments.data?.length ?? 0 })}
        </h3>
        {comments.isPending ? (
          <Loader label={t('comments.loading')} />
        ) : comments.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('comments.load-failed')}
          </p>
        ) : comments.data.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-500">{t('comments.empty')}</p>
        ) : (
          <ul className="space-y-4" aria-label={t('comments.list-label')}>
            {comments.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} postId={postId} />
            ))}
          </ul>
        )}
      </div>
      <div className="pt-4">
        <CommentForm onSubmit={(content) => create.mutateAsync(content)} />
      </div>
    </Modal>
  );
}
