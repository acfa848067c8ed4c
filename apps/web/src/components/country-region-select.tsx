import type { Country, Region } from '@souq/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-field';
import { SelectField } from './select-field';

/** The countries and the shown country's regions, as the route that fetches them has them. */
export interface PlaceChoices {
  countries?: Country[];
  isCountriesLoading: boolean;
  isCountriesError: boolean;
  regions?: Region[];
  isRegionsLoading: boolean;
}

export interface PlaceValue {
  country_id: number | null;
  region_id: number | null;
}

export interface CountryRegionSelectProps {
  choices: PlaceChoices;
  /** The country shown (the first one too): its owner loads that country's regions. */
  onCountryChange: (countryId: number | null) => void;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  errors?: { country_id?: string | null; region_id?: string | null };
}

/** A required select of ids (countries, regions); empty is null. */
function Select({
  value,
  onChange,
  options,
  ...field
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  error?: string | null;
  hint?: string;
  placeholder: string;
  options: Array<{ id: number; label: string }>;
}) {
  return (
    <SelectField
      {...field}
      required
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      options={options.map((option) => ({ value: String(option.id), label: option.label }))}
    />
  );
}

/**
 * Country, then region: both required; the region select stays disabled until a country is
 * chosen and then offers that country's regions only. A new country clears the region.
 */
export function CountryRegionSelect({
  choices,
  onCountryChange,
  value,
  onChange,
  errors,
}: CountryRegionSelectProps) {
  const { t } = useTranslation('accounts');
  useEffect(() => onCountryChange(value.country_id), [value.country_id, onCountryChange]);
  const regionOptions = (choices.regions ?? [])
    .filter((region) => region.country_id === value.country_id)
    .map((region) => ({ id: region.id, label: region.name }));
  const regionsLoading =
    value.country_id !== null && choices.isRegionsLoading && !regionOptions.length;
  const regionDisabled = value.country_id === null || regionsLoading;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label={t('fields.country')}
        value={value.country_id}
        onChange={(countryId) => onChange({ country_id: countryId, region_id: null })}
        error={
          errors?.country_id ?? (choices.isCountriesError ? t('places.countries-failed') : null)
        }
        placeholder={choices.isCountriesLoading ? t('places.loading') : t('places.choose-country')}
        options={(choices.countries ?? []).map((country) => ({
          id: country.id,
          label: `${country.flag} ${country.name}`.trim(),
        }))}
      />
      <Select
        label={t('fields.region')}
        value={value.region_id}
        onChange={(regionId) => onChange({ ...value, region_id: regionId })}
        disabled={regionDisabled}
        error={errors?.region_id}
        hint={value.country_id === null ? t('places.country-first') : undefined}
        placeholder={regionsLoading ? t('places.loading') : t('places.choose-region')}
        options={regionOptions}
      />
    </div>
  );
}

/**
 * Country and region, then a phone number of that country (its dial code shown before the
 * number). A new place clears the errors of the place and of the phone, whose rules depend on it.
 */
export function PlaceAndPhoneFields({
  choices,
  onCountryChange,
  value,
  onPlaceChange,
  phone,
  onPhoneChange,
  phoneLabel,
  phoneHint,
  errors,
}: {
  choices: PlaceChoices;
  onCountryChange: (countryId: number | null) => void;
  value: PlaceValue;
  onPlaceChange: (value: PlaceValue) => void;
  phone: string;
  onPhoneChange: (value: string) => void;
  phoneLabel: string;
  phoneHint?: string;
  errors: { country_id?: string | null; region_id?: string | null; phone?: string | null };
}) {
  const country = choices.countries?.find((c) => c.id === value.country_id);
  return (
    <>
      <CountryRegionSelect
        choices={choices}
        onCountryChange={onCountryChange}
        value={value}
        onChange={onPlaceChange}
        errors={{ country_id: errors.country_id, region_id: errors.region_id }}
      />
      <TextField
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={phoneLabel}
        prefix={country?.phone_code ?? '+'}
        hint={phoneHint}
        value={phone}
        onChange={onPhoneChange}
        error={errors.phone}
      />
    </>
  );
}
