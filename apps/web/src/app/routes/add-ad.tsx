import type { Ad } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListingFormScreen } from '../../components/listing-form-screen';
import { useAd } from '../../features/ads/api/get-ad';
import { getErrorMessage } from '../../lib/api';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { useListingEdit } from '../use-listing-edit';

// The form (validators, photo picker, selects) is its own chunk, fetched as soon as this route
// loads: in parallel with the catalogue and the edited ad, and out of the route's initial JS.
const AdForm = lazyPreloaded(() =>
  import('../../features/ads/components/ad-form').then((m) => m.AdForm),
);

/** `/AddAds` publishes a new ad; `/AddAds?edit={id}` changes the owner's ad. */
export default function AddAdRoute() {
  const { t } = useTranslation('ads');
  const navigate = useNavigate();
  const { editing, defaultPlace, existing, catalog, screen } = useListingEdit(useAd);
  const { categories, subCategories, countries, regions, savedParentId } = catalog;

  // The saved ad is already cached by the form's mutation.
  const handleSaved = (ad: Ad) => void navigate(href(webPaths.viewAd, { id: ad.id }));

  const refusal =
    editing && !existing.data?.is_owner
      ? {
          icon: Megaphone,
          title: existing.data ? t('form.not-yours') : t('details.empty-title'),
          description: existing.error ? getErrorMessage(existing.error) : t('form.not-yours-text'),
          back: { to: webPaths.ads, label: t('details.back') },
        }
      : null;

  return (
    <ListingFormScreen {...screen} say={(key) => t(key)} refusal={refusal}>
      <AdForm
        key={existing.data?.id ?? 'new'}
        ad={editing ? existing.data : undefined}
        catalog={{
          categories: categories.data,
          isCategoriesLoading: categories.isPending,
          subCategories: subCategories.data,
          isSubCategoriesLoading: subCategories.isFetching,
          countries: countries.data,
          isCountriesLoading: countries.isPending,
          isCountriesError: countries.isError,
          regions: regions.data,
          isRegionsLoading: regions.isFetching,
          savedParentId,
        }}
        onCountryChange={catalog.onCountryChange}
        onParentChange={catalog.onParentChange}
        defaultPlace={defaultPlace}
        onSaved={handleSaved}
      />
    </ListingFormScreen>
  );
}
