import type { Country, Region } from '@souq/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { CountryRegionSelect, type PlaceChoices, type PlaceValue } from './country-region-select';

const countries: Country[] = [
  { id: 1, name: 'Saudi Arabia', code: 'SA', phone_code: '+966', flag: '🇸🇦' },
  { id: 2, name: 'Jordan', code: 'JO', phone_code: '+962', flag: '🇯🇴' },
];
const regions: Region[] = [
  { id: 10, name: 'Riyadh', country_id: 1 },
  { id: 11, name: 'Makkah', country_id: 1 },
  { id: 20, name: 'Amman', country_id: 2 },
  { id: 21, name: 'Irbid', country_id: 2 },
];

const onCountryChange = vi.fn();

// The owner of the data: it loads the regions of the country the select reports.
function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState<PlaceValue>({ country_id: null, region_id: null });
  const [shownCountry, setShownCountry] = useState<number | null>(null);
  const choices: PlaceChoices = {
    countries,
    isCountriesLoading: false,
    isCountriesError: false,
    // Like a server that answered a broader list: only the chosen country's regions may show.
    regions: shownCountry === null ? [] : regions,
    isRegionsLoading: false,
  };
  const reportCountry = useCallback((countryId: number | null) => {
    onCountryChange(countryId);
    setShownCountry(countryId);
  }, []);
  return (
    <>
      <CountryRegionSelect
        choices={choices}
        onCountryChange={reportCountry}
        value={value}
        onChange={setValue}
        errors={{ region_id: error }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const country = () => screen.getByRole('combobox', { name: 'Country' });
const region = () => screen.getByRole('combobox', { name: 'Region' });
const optionNames = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((o) => o.textContent);

describe('country and region selects', () => {
  test('both are required; the region is disabled until a country is chosen', () => {
    render(<Harness />);
    expect(country()).toBeRequired();
    expect(region()).toBeRequired();
    expect(region()).toBeDisabled();
    expect(screen.getByText('Choose a country first.')).toBeInTheDocument();
    expect(optionNames(country())).toEqual(['Choose a country', '🇸🇦 Saudi Arabia', '🇯🇴 Jordan']);
  });

  test("choosing a country enables the region, offering only that country's regions", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(country(), '2');
    expect(region()).toBeEnabled();
    expect(optionNames(region())).toEqual(['Choose a region', 'Amman', 'Irbid']);
    expect(onCountryChange).toHaveBeenLastCalledWith(2);
    await user.selectOptions(region(), 'Irbid');
    expect(screen.getByTestId('value')).toHaveTextContent('{"country_id":2,"region_id":21}');
  });

  test('another country clears the region chosen in the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(country(), '2');
    await user.selectOptions(region(), '20');
    await user.selectOptions(country(), '1');
    expect(screen.getByTestId('value')).toHaveTextContent('{"country_id":1,"region_id":null}');
    expect(region()).toHaveValue('');
    expect(optionNames(region())).toEqual(['Choose a region', 'Riyadh', 'Makkah']);
  });

  test('a missing region shows "Please select a region first." tied to the select', () => {
    render(<Harness error="Please select a region first." />);
    expect(region()).toHaveAccessibleDescription(/Please select a region first\./);
    expect(region()).toHaveAttribute('aria-invalid', 'true');
  });
});
