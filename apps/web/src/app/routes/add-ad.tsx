import type { Ad } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Megaphone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useAd } from '../../features/ads/api/get-ad';
import { useListingCatalog } from '../../features/catalog/api/use-listing-catalog';
import { getErrorMessage } from '../../lib/api';
import { useEditTarget } from '../../lib/use-edit-target';

// The form (validators, photo picker, selects) is its own chunk, fetched as soon as this route
// loads: in parallel with the catalogue and the edited ad, and out of the route's initial JS.
const loadAdForm = () => import('../../features/ads/components/ad-form');
void loadAdForm();
const AdForm = lazy(() => loadAdForm().then((m) => ({ default: m.AdForm })));

/** `/AddAds` publishes a new ad; `/AddAds?edit={id}` changes the owner's ad. */
export default function AddAdRoute() {
  const { t } = useTranslation('ads');
  const navigate = useNavigate();
  const { editId, editing, defaultPlace } = useEditTarget();
  const existing = useAd(editId);
  // The catalogue's data for the form: categories, the chosen parent's children, countries and
  // the chosen country's regions.
  const { categories, subCategories, countries, regions, savedParentId, ...catalog } =
    useListingCatalog(editing ? (existing.data?.category.id ?? null) : null);

  // The saved ad is already cached by the form's mutation.
  const handleSaved = (ad: Ad) => void navigate(href(webPaths.viewAd, { id: ad.id }));

  let body: React.ReactNode;
  if (editing && existing.isPending) body = <Loader />;
  else if (editing && !existing.data?.is_owner)
    body = (
      <EmptyState
        icon={Megaphone}
        title={existing.data ? t('form.not-yours') : t('details.empty-title')}
        description={existing.error ? getErrorMessage(existing.error) : t('form.not-yours-text')}
        action={
          <Button to={webPaths.ads} variant="outline">
            {t('details.back')}
          </Button>
        }
      />
    );
  else
    body = (
      <Suspense fallback={<Loader />}>
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
