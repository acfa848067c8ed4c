import type { Ad, Category, Country, Region } from '@souq/contract';
import { adsEndpoints } from '@souq/contract/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { stubCall } from '../../../testing/api';
import { AdForm } from './ad-form';

const category = (id: number, name: string, children = 0, parent: number | null = null) =>
  ({ id, name, icon: null, parent_id: parent, children_count: children }) as unknown as Category;
const furniture = category(5, 'Furniture', 1);
const sofas = category(51, 'Sofas', 0, 5);
const books = category(6, 'Books');
const saudi = { id: 1, name: 'Saudi Arabia', flag: '', phone_code: '+966' } as Country;
const riyadh = { id: 3, name: 'Riyadh', country_id: 1 } as Region;

const savedAd = { id: 77, title: 'Leather sofa' } as Ad;

/** The form as the add-ad route composes it: the route loads the chosen parent's children and country's regions. */
function Harness({ ad, onSaved }: { ad?: Ad; onSaved: (ad: Ad) => void }) {
  const [parentId, setParentId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  return (
    <AdForm
      ad={ad}
      catalog={{
        categories: [furniture, books],
        isCategoriesLoading: false,
        subCategories: parentId === 5 ? [sofas] : undefined,
        isSubCategoriesLoading: false,
        countries: [saudi],
        isCountriesLoading: false,
        isCountriesError: false,
        regions: countryId === 1 ? [riyadh] : [],
        isRegionsLoading: false,
        savedParentId: ad ? 5 : undefined,
      }}
      onCountryChange={setCountryId}
      onParentChange={setParentId}
      defaultPlace={{ country_id: null, region_id: null }}
      onSaved={onSaved}
    />
  );
}

function renderForm(ad?: Ad) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness ad={ad} onSaved={onSaved} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSaved };
}

async function fillCompleteAd(user: ReturnType<typeof userEvent.setup>) {
  const photo = new File(['x'], 'sofa.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText(/Add photos/), photo);
  await user.type(screen.getByLabelText('Title'), '  Leather sofa ');
  await user.selectOptions(screen.getByLabelText('Category'), 'Furniture');
  await user.selectOptions(screen.getByLabelText('Sub-category'), 'Sofas');
  await user.click(screen.getByRole('radio', { name: 'Used' }));
  await user.type(screen.getByLabelText(/Price/), '١٬٢٥٠٫٥');
  await user.selectOptions(screen.getByLabelText('Country'), 'Saudi Arabia');
  await user.selectOptions(screen.getByLabelText('Region'), 'Riyadh');
  await user.type(screen.getByLabelText('Contact phone'), '0501234567');
}

beforeAll(async () => {
  // The form fetches its rules on first use; the app prefetches them, so do the tests.
  await import('../lib/ad-form-schema');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

// Filling every field with user events takes seconds on a busy machine.
describe('ad form', { timeout: 30_000 }, () => {
  test('publishing an empty form shows each rule beside its field, focuses the first, sends nothing', async () => {
    const post = stubCall();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Publish ad' }));
    for (const message of [
      'Add at least one photo.',
      'Give your ad a title.',
      'Choose a category.',
      'Choose new or used.',
      'Enter a price or tick “Negotiable”.',
      'Choose a country.',
      'Enter a phone number buyers can call.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(post).not.toHaveBeenCalled();
  });

  test('an edited field loses its message at once; the next rule waits for the next submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Publish ad' }));
    await screen.findByText('Give your ad a title.');
    await user.type(screen.getByLabelText('Title'), 'ab');
    expect(screen.queryByText('Give your ad a title.')).toBeNull();
    expect(screen.queryByText('The title needs at least 3 characters.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish ad' }));
    expect(await screen.findByText('The title needs at least 3 characters.')).toBeInTheDocument();
  });

  test('a parent with sub-categories needs one of them chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Category'), 'Furniture');
    await user.click(screen.getByRole('button', { name: 'Publish ad' }));
    expect(await screen.findByText('Choose a sub-category.')).toBeInTheDocument();
  });

  test('the messages are the Arabic ones in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: i18n.t('ads:form.publish') }));
    expect(await screen.findByText(i18n.t('ads:form.errors.title-required'))).toBeInTheDocument();
    expect(i18n.t('ads:form.errors.title-required')).not.toBe('Give your ad a title.');
  });

  test('a complete ad is sent once as multipart: leaf category, normalised price, trimmed text, photos', async () => {
    const post = stubCall().mockResolvedValue({ data: savedAd });
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await fillCompleteAd(user);
    await user.click(screen.getByRole('button', { name: 'Publish ad' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedAd));
    expect(post).toHaveBeenCalledOnce();
    const [endpoint, sent] = post.mock.calls[0]!;
    expect(endpoint).toEqual(adsEndpoints.create);
    const form = sent?.body as FormData;
    expect(form.get('title')).toBe('Leather sofa');
    expect(form.get('category_id')).toBe('51');
    expect(form.get('price')).toBe('1250.5');
    expect(form.get('condition')).toBe('used');
    expect(form.get('region_id')).toBe('3');
    expect(form.get('phone')).toBe('0501234567');
    expect((form.get('photos') as File).name).toBe('sofa.png');
  });

  test("the server's 422 shows beside its field in the server's words and the form can be sent again", async () => {
    stubCall().mockRejectedValue(
      new ApiRequestError('Unprocessable', 422, {
        message: 'The data is invalid.',
        errors: { phone: ['This number does not fit Saudi Arabia.'] },
      }),
    );
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await fillCompleteAd(user);
    await user.click(screen.getByRole('button', { name: 'Publish ad' }));
    expect(await screen.findByText('This number does not fit Saudi Arabia.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Publish ad' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  test("editing shows the saved category, the owner's own number, and sends the photo order", async () => {
    const editedAd = {
      id: 77,
      title: 'Leather sofa',
      description: 'Three seats',
      price: '1500.00',
      negotiable: false,
      condition: 'used',
      category: { id: 51, name: 'Sofas' },
      country: { id: 1, name: 'Saudi Arabia' },
      region: { id: 3, name: 'Riyadh' },
      photos: [{ id: 9, url: '/9.webp', thumb_url: '/9-400.webp' }],
      is_owner: true,
    } as Ad;
    const call = stubCall((endpoint) =>
      endpoint === adsEndpoints.phone
        ? { data: { phone: '+966501234567' } }
        : { data: endpoint === adsEndpoints.update ? editedAd : null },
    );
    const sentTo = (endpoint: typeof adsEndpoints.phone | typeof adsEndpoints.update) =>
      call.mock.calls.filter(([to]) => to === endpoint);
    const user = userEvent.setup();
    const { onSaved } = renderForm(editedAd);
    await waitFor(() => expect(screen.getByLabelText('Contact phone')).toHaveValue('501234567'));
    expect(screen.getByLabelText('Category')).toHaveValue('5');
    expect(screen.getByLabelText('Sub-category')).toHaveValue('51');
    expect(screen.getByLabelText(/Price/)).toHaveValue('1500');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(editedAd));
    expect(sentTo(adsEndpoints.phone)).toHaveLength(1);
    const updates = sentTo(adsEndpoints.update);
    expect(updates).toHaveLength(1);
    const sent = updates[0]![1]!;
    expect(sent.params).toEqual({ id: 77 });
    const form = sent.body as FormData;
    expect(form.get('category_id')).toBe('51');
    expect(form.get('photo_order')).toBe('9');
    expect(form.get('phone')).toBe('501234567');
  });
});
