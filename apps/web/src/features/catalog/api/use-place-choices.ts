import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { regionsQuery, useCountries, useRegions } from './get-catalog';

/**
 * The countries and the regions of every country a place form has shown (several forms may be
 * open at once: the composer and an edited post), for a route to hand to its forms as data.
 * `onCountryChange` is what the forms call with the country they show; the last one is fetched,
 * the earlier ones are read from the cache (reference data, kept an hour).
 */
export function usePlaceChoices() {
  const client = useQueryClient();
  const countries = useCountries();
  const [countryIds, setCountryIds] = useState<number[]>([]);
  const latest = useRegions(countryIds.at(-1) ?? null);
  const onCountryChange = useCallback((countryId: number | null) => {
    if (countryId === null) return;
    setCountryIds((ids) => [...ids.filter((id) => id !== countryId), countryId]);
  }, []);
  const choices = {
    countries: countries.data,
    isCountriesLoading: countries.isPending,
    isCountriesError: countries.isError,
    regions: countryIds.flatMap((id) => client.getQueryData(regionsQuery(id).queryKey) ?? []),
    isRegionsLoading: latest.isFetching,
  };
  return { choices, onCountryChange };
}
