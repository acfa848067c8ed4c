import { href, webPaths } from '@souq/contract/web-paths';
import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { Loader } from '../../../../components/loader';
import { useProfilePhotos } from '../api/get-friends';

/** The pictures of a person's posts; each opens its post. */
export function PhotosTab({
  userId,
  compact = false,
  onSeeAll,
}: {
  userId: number;
  compact?: boolean;
  onSeeAll?: () => void;
}) {
  const { t } = useTranslation('profiles');
  const photos = useProfilePhotos(userId);
  const list = photos.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('photos.title')}</h2>
      {photos.isPending ? (
        <Loader />
      ) : list.length === 0 ? (
        <EmptyState icon={ImageIcon} title={t('photos.empty')} />
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {(compact ? list.slice(0, 9) : list).map((photo) => (
            <li key={photo.post_id}>
              <Link
                to={href(webPaths.community, { post: photo.post_id })}
                aria-label={t('photos.open')}
                className="block aspect-square overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <img
                  src={photo.thumb_url}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {compact && list.length > 0 && onSeeAll && (
        <Button variant="secondary" fullWidth className="mt-3" onClick={onSeeAll}>
          {t('posts.see-all-photos')}
        </Button>
      )}
      {!compact && photos.hasNextPage && (
        <Button
          variant="secondary"
          fullWidth
          className="mt-3"
          onClick={() => void photos.fetchNextPage()}
        >
          {t('posts.see-all-photos')}
        </Button>
      )}
    </section>
  );
}
