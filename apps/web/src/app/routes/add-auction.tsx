import type { Auction } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListingFormScreen } from '../../components/listing-form-screen';
import { PhotoPicker } from '../../features/ads/components/photo-picker';
import { type PhotoItem, photoPayload, savedPhotos } from '../../features/ads/lib/photos';
import { useAuction } from '../../features/auctions/api/get-auction';
import { getErrorMessage } from '../../lib/api';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { useListingEdit } from '../use-listing-edit';

// The form is its own chunk, fetched as soon as this route loads.
const AuctionForm = lazyPreloaded(() =>
  import('../../features/auctions/components/auction-form').then((m) => m.AuctionForm),
);

/**
 * `/add_auction` publishes an auction; `/add_auction?edit={id}` changes the owner's auction before
 * its first bid. The photos use the ads' photo picker (pick, reorder, remove; the first is the cover).
 */
export default function AddAuctionRoute() {
  const { t } = useTranslation('auctions');
  const navigate = useNavigate();
  const { editing, defaultPlace, existing, catalog } = useListingEdit(useAuction);
  const { categories, subCategories, countries, regions, savedParentId } = catalog;
  const [photos, setPhotos] = useState<PhotoItem[] | null>(null);
  const shownPhotos = photos ?? (existing.data ? savedPhotos(existing.data.photos) : []);

  const handleSaved = (auction: Auction) =>
    void navigate(href(webPaths.viewAuction, { id: auction.id }));

  const owner = existing.data?.is_owner;
  const refusal =
    editing && (!owner || (existing.data?.bids_count ?? 0) > 0)
      ? {
          icon: Gavel,
          title: owner ? t('form.locked') : t('owner.not-yours'),
          description: existing.error
            ? getErrorMessage(existing.error)
            : owner
              ? t('owner.locked')
              : t('owner.not-yours-text'),
          back: { to: webPaths.auctions, label: t('details.back') },
        }
      : null;

  return (
    <ListingFormScreen
      title={editing ? t('form.edit-title') : t('form.title')}
      subtitle={editing ? t('form.edit-subtitle') : t('form.subtitle')}
      loading={editing && existing.isPending}
      refusal={refusal}
    >
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
    </ListingFormScreen>
  );
}
