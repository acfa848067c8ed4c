import type { Auction } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import type { TFunction } from 'i18next';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ListingFormRefusal, ListingFormScreen } from '../../components/listing-form-screen';
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

/** Why the edited auction can't be changed here (not the viewer's, or bid on already), or null. */
function refusalOf(
  existing: ReturnType<typeof useAuction>,
  t: TFunction<'auctions'>,
): ListingFormRefusal | null {
  const owner = existing.data?.is_owner;
  if (owner && existing.data?.bids_count === 0) return null;
  let description = owner ? t('owner.locked') : t('owner.not-yours-text');
  if (existing.error) description = getErrorMessage(existing.error);
  return {
    icon: Gavel,
    title: owner ? t('form.locked') : t('owner.not-yours'),
    description,
    back: { to: webPaths.auctions, label: t('details.back') },
  };
}

/**
 * `/add_auction` publishes an auction; `/add_auction?edit={id}` changes the owner's auction before
 * its first bid. The photos use the ads' photo picker (pick, reorder, remove; the first is the cover).
 */
export default function AddAuctionRoute() {
  const { t } = useTranslation('auctions');
  const navigate = useNavigate();
  const { editing, defaultPlace, existing, catalog, screen } = useListingEdit(useAuction);
  const { categories, subCategories, countries, regions, savedParentId } = catalog;
  const [photos, setPhotos] = useState<PhotoItem[] | null>(null);
  const shownPhotos = photos ?? (existing.data ? savedPhotos(existing.data.photos) : []);

  const handleSaved = (auction: Auction) =>
    void navigate(href(webPaths.viewAuction, { id: auction.id }));

  const refusal = editing ? refusalOf(existing, t) : null;

  return (
    <ListingFormScreen {...screen} say={(key) => t(key)} refusal={refusal}>
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
