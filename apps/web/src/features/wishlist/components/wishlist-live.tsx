import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { clearSaved, useSavedStore } from '../../../lib/stores/saved-store';
import { useSavedIds } from '../api/get-saved-ids';
import { useToggleSaved } from '../api/toggle-saved';

/**
 * Loaded by the header after the page, for signed-in users: keeps the saved ids where every heart
 * reads them, gives the hearts their toggle (optimistic, reverted with a toast on failure) and
 * shows the count on the header's heart.
 */
export default function WishlistLive() {
  const { t } = useTranslation('common');
  const { data } = useSavedIds();
  const { mutate } = useToggleSaved({ onFailure: () => void notify('error', t('saved.failed')) });

  useEffect(() => {
    if (!data) return;
    useSavedStore.setState({
      viewerId: data.user_id,
      ids: { ad: new Set(data.ad), job: new Set(data.job), auction: new Set(data.auction) },
      total: data.total,
    });
  }, [data]);

  const ready = data !== undefined;
  useEffect(() => {
    if (!ready) return;
    useSavedStore.setState({ toggle: (type, id) => mutate({ type, id }) });
    return () => useSavedStore.setState({ toggle: null });
  }, [ready, mutate]);

  // Signed out: nothing is saved any more.
  useEffect(() => clearSaved, []);

  const total = data?.total ?? 0;
  return (
    <>
      <span role="status" className="sr-only">
        {total > 0 ? t('saved.count', { count: total }) : ''}
      </span>
      {total > 0 && (
        <span
          aria-hidden="true"
          data-testid="wishlist-count"
          className="pointer-events-none absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
        >
          {total > 99 ? t('saved.many') : total}
        </span>
      )}
    </>
  );
}
