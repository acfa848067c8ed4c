import { AD_DESCRIPTION_MAX, AD_TITLE_MAX } from '@souq/contract/limits';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceAndPhoneFields, type PlaceChoices } from '../../../components/country-region-select';
import { TextAreaField, TextField } from '../../../components/form-field';
import { useAdFieldErrors, useAdFormField } from '../lib/use-ad-form-field';

// The photos' picker is its own chunk, asked for as soon as the form loads: the fields come first.
const loadPhotoPicker = () => import('./photo-picker');
void loadPhotoPicker();
const PhotoPicker = lazy(() => loadPhotoPicker().then((m) => ({ default: m.PhotoPicker })));

/** Title and description with the contract's lengths. */
export function AdTitleAndDescription() {
  const { t } = useTranslation('ads');
  const errorOf = useAdFieldErrors();
  const title = useAdFormField('title');
  const description = useAdFormField('description');
  return (
    <>
      <TextField
        label={t('form.title-label')}
        value={title.value}
        onChange={title.set}
        maxLength={AD_TITLE_MAX}
        placeholder={t('form.title-placeholder')}
        error={errorOf('title')}
      />
      <TextAreaField
        label={t('form.description')}
        optional={t('form.optional')}
        value={description.value}
        onChange={description.set}
        maxLength={AD_DESCRIPTION_MAX}
        count={t('form.description-count', {
          length: description.value.length,
          max: AD_DESCRIPTION_MAX,
        })}
        placeholder={t('form.description-placeholder')}
        rows={6}
        error={errorOf('description')}
      />
    </>
  );
}

/** Countries and the chosen country's regions, given by the route (the catalogue's data). */
export type AdPlaceChoices = PlaceChoices;

/**
 * Country, region and the contact phone (with the country's dial code). `onCountryChange` tells
 * the route whose regions to load (the form's first country too).
 */
export function AdPlaceAndPhone({
  choices,
  onCountryChange,
}: {
  choices: AdPlaceChoices;
  onCountryChange: (countryId: number | null) => void;
}) {
  const { t } = useTranslation('ads');
  const errorOf = useAdFieldErrors();
  const country = useAdFormField('country_id', 'region_id', 'phone');
  const region = useAdFormField('region_id');
  const phone = useAdFormField('phone');
  return (
    <PlaceAndPhoneFields
      choices={choices}
      onCountryChange={onCountryChange}
      value={{ country_id: country.value, region_id: region.value }}
      onPlaceChange={(place) => {
        region.set(place.region_id);
        country.set(place.country_id);
      }}
      phone={phone.value}
      onPhoneChange={phone.set}
      phoneLabel={t('form.phone')}
      phoneHint={t('form.phone-hint')}
      errors={{
        country_id: errorOf('country_id'),
        region_id: errorOf('region_id'),
        phone: errorOf('phone'),
      }}
    />
  );
}

/** The photo picker bound to the form. */
export function AdPhotos() {
  const errorOf = useAdFieldErrors();
  const photos = useAdFormField('photos');
  return (
    <Suspense fallback={<div className="min-h-40" aria-hidden="true" />}>
      <PhotoPicker photos={photos.value} onChange={photos.set} error={errorOf('photos')} />
    </Suspense>
  );
}
