import type { Auction } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Gavel } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { PhotoPicker } from '../../features/ads/components/photo-picker';
import { type PhotoItem, photoPayload, savedPhotos } from '../../features/ads/lib/photos';
import { useAuction } from '../../features/auctions/api/get-auction';
import { useListingCatalog } from '../../features/catalog/api/use-listing-catalog';
import { getErrorMessage } from '../../lib/api';
import { useEditTarget } from '../../lib/use-edit-target';

// The form is its own chunk, fetched as soon as this route loads.
const loadForm = () => import('../../features/auctions/components/auction-form');
void loadForm();
const AuctionForm = lazy(() => loadForm().then((m) => ({ default: m.AuctionForm })));

/**
 * `/add_auction` publishes an auction; `/add_auction?edit={id}` changes the owner's auction before
 * its first bid. The photos use the ads' photo picker (pick, reorder, remove; the first is the cover).
 */
export default function AddAuctionRoute() {
  const { t } = useTranslation('auctions');
  const navigate = useNavigate();
  const { editId, editing, defaultPlace } = useEditTarget();
  const existing = useAuction(editId);
  const { categories, subCategories, countries, regions, savedParentId, ...catalog } =
    useListingCatalog(editing ? (existing.data?.category.id ?? null) : null);
  const [photos, setPhotos] = useState<PhotoItem[] | null>(null);
  const shownPhotos = photos ?? (existing.data ? savedPhotos(existing.data.photos) : []);

  const handleSaved = (auction: Auction) =>
    void navigate(href(webPaths.viewAuction, { id: auction.id }));

  let body: React.ReactNode;
  if (editing && existing.isPending) body = <Loader />;
  else if (editing && (!existing.data?.is_owner || existing.data.bids_count > 0))
    body = (
      <EmptyState
        icon={Gavel}
        title={existing.data?.is_owner ? t('form.locked') : t('owner.not-yours')}
        description={
          existing.error
            ? getErrorMessage(existing.error)
            : existing.data?.is_owner
              ? t('owner.locked')
              : t('owner.not-yours-text')
        }
        action={
          <Button to={webPaths.auctions} variant="outline">
            {t('details.back')}
          </Button>
        }
      />
    );
  else
    body = (
      <Suspense fallback={<Loader />}>
        <AuctionForm
          key={existing.data?.id ?? 'new'}
          auction={editing ? existing.data : undefined}
          defaultPlace={defaultPlace}
          onSaved={handleSaved}
          parts={{
            categories: categories.data,
            subCategories: subCategories.data,
            onParentChange: catalog.onParentChange,
            savedParentId,
            places: {
              countries: countries.data,
              isCountriesLoading: countries.isPending,
              isCountriesError: countries.isError,
              regions: regions.data,
              isRegionsLoading: regions.isFetching,
            },
            onCountryChange: catalog.onCountryChange,
            photos: {
              count: shownPhotos.length,
              field: (error) => (
                <PhotoPicker photos={shownPhotos} onChange={setPhotos} error={error} />
              ),
              append: (form, isUpdate) => {
                const { files, order } = photoPayload(shownPhotos);
                for (const file of files) form.append('photos', file);
                if (isUpdate) form.append('photo_order', order.join(','));
              },
            },
          }}
        />
      </Suspense>
    );

  return (
    <Screen
      title={editing ? t('form.edit-title') : t('form.title')}
      subtitle={editing ? t('form.edit-subtitle') : t('form.subtitle')}
    >
      <div className="mx-auto max-w-4xl">{body}</div>
    </Screen>
  );
}
