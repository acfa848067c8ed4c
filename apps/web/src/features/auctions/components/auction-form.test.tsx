import type { Auction, Category, Country, Region } from '@souq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { loadNamespaces } from '../../../lib/i18n';
import { stubCall } from '../../../testing/api';
import { AuctionForm } from './auction-form';

const category = (id: number, name: string, children = 0, parent: number | null = null) =>
  ({ id, name, icon: null, parent_id: parent, children_count: children }) as unknown as Category;
const fashion = category(5, 'Fashion', 1);
const watches = category(51, 'Watches', 0, 5);
const saudi = { id: 1, name: 'Saudi Arabia', flag: '', phone_code: '+966' } as Country;
const riyadh = { id: 3, name: 'Riyadh', country_id: 1 } as Region;

/** The form as the add-auction route composes it, with a stand-in photo picker. */
function Harness({ photos, onSaved }: { photos: number; onSaved: (auction: Auction) => void }) {
  const [parentId, setParentId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  return (
    <AuctionForm
      defaultPlace={{ country_id: null, region_id: null }}
      onSaved={onSaved}
      parts={{
        categories: [fashion],
        subCategories: parentId === 5 ? [watches] : undefined,
        onParentChange: setParentId,
        places: {
          countries: [saudi],
          isCountriesLoading: false,
          isCountriesError: false,
          regions: countryId === 1 ? [riyadh] : [],
          isRegionsLoading: false,
        },
        onCountryChange: setCountryId,
        photos: {
          count: photos,
          field: (error) => <p>{error ?? 'photos here'}</p>,
          append: (form) => form.append('photos', new Blob(['x'], { type: 'image/png' })),
        },
      }}
    />
  );
}

function renderForm(photos = 0) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness photos={photos} onSaved={onSaved} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSaved };
}

beforeAll(async () => {
  await loadNamespaces(['auctions', 'accounts']);
  await import('../lib/auction-form-schema');
});
afterEach(() => vi.restoreAllMocks());

describe('auction form', { timeout: 30_000 }, () => {
  test('publishing an empty form shows each rule beside its field and sends nothing', async () => {
    const post = stubCall();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Publish auction' }));
    for (const message of [
      'Add at least one photo.',
      'Enter a title of 3 to 120 characters with letters or digits.',
      'Choose a category.',
      'Choose a country.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Enter an amount above 0 with at most 2 decimals.')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(post).not.toHaveBeenCalled();
  });

  test('the price rules of the contract: buy-now above the start, reserve between them', async () => {
    const user = userEvent.setup();
    renderForm(1);
    await user.type(screen.getByLabelText('Starting price'), '1000');
    await user.type(screen.getByLabelText(/Buy-now price/), '900');
    await user.type(screen.getByLabelText(/Reserve price/), '500');
    await user.click(screen.getByRole('button', { name: 'Publish auction' }));
    expect(
      await screen.findByText('The buy-now price must be above the starting price.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The reserve price cannot be below the starting price.'),
    ).toBeInTheDocument();
    // Fixing the start clears what was said about the prices that depend on it.
    await user.clear(screen.getByLabelText('Starting price'));
    await user.type(screen.getByLabelText('Starting price'), '100');
    expect(screen.queryByText('The buy-now price must be above the starting price.')).toBeNull();
  });

  test('a complete form is sent as the contract asks and the saved auction is handed back', async () => {
    const saved = { id: 9, title: 'Gold watch' } as Auction;
    const post = stubCall().mockResolvedValue({ data: saved });
    const user = userEvent.setup();
    const { onSaved } = renderForm(1);
    await user.type(screen.getByLabelText('Title'), 'Gold watch');
    await user.selectOptions(screen.getByLabelText('Category'), 'Fashion');
    await user.selectOptions(screen.getByLabelText('Sub-category'), 'Watches');
    await user.selectOptions(screen.getByLabelText('Country'), 'Saudi Arabia');
    await user.selectOptions(screen.getByLabelText('Region'), 'Riyadh');
    await user.type(screen.getByLabelText('Starting price'), '١٠٠');
    await user.type(screen.getByLabelText('Minimum increment'), '5');
    await user.click(screen.getByRole('button', { name: 'Publish auction' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const form = post.mock.calls[0]![1]!.body as FormData;
    expect(form.get('category_id')).toBe('51');
    expect(form.get('starting_price')).toBe('100');
    expect(form.get('starts_at')).toBe('');
    expect(Date.parse(String(form.get('ends_at')))).toBeGreaterThan(Date.now());
    expect(form.getAll('photos')).toHaveLength(1);
  });
});
