import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { useSelectionStore } from '../../../lib/stores/selection-store';
import { SelectionChip } from './selection-chip';

const renderChip = (props: { compact?: boolean } = {}) => {
  const router = createMemoryRouter([{ path: '/', element: <SelectionChip {...props} /> }]);
  return render(<RouterProvider router={router} />);
};

afterEach(() => useSelectionStore.getState().clearSelection());

describe('selection chip', () => {
  test('asks to choose while nothing is chosen, and opens the picker', () => {
    renderChip();
    const link = screen.getByRole('link', {
      name: 'Choose a category, with your country and governorate',
    });
    expect(link.getAttribute('href')).toBe('/selectCategory');
    expect(link.textContent).toContain('Choose a category');
  });

  test('shows the flag, governorate and category, and names the whole selection', () => {
    useSelectionStore.getState().setSelection(
      {
        selectedCountry: { id: 1, name: 'Saudi Arabia', flag: '🇸🇦' },
        selectedGovernorate: { id: 10, name: 'Riyadh' },
        selectedCategory: { id: 5, name: 'Vehicles', icon: 'car', parent_id: null },
      },
      'en',
    );
    renderChip();
    const link = screen.getByRole('link', {
      name: 'Your selection: Saudi Arabia, Riyadh, Vehicles. Change it',
    });
    expect(link.textContent).toContain('🇸🇦');
    expect(link.textContent).toContain('Riyadh');
    expect(link.textContent).toContain('Vehicles');
  });

  test('the compact chip of the header shows the category and keeps the place in its title', () => {
    useSelectionStore.getState().setSelection(
      {
        selectedCountry: { id: 1, name: 'Saudi Arabia', flag: '🇸🇦' },
        selectedGovernorate: { id: 10, name: 'Riyadh' },
        selectedCategory: { id: 5, name: 'Vehicles' },
      },
      'en',
    );
    renderChip({ compact: true });
    const link = screen.getByRole('link');
    expect(link.textContent).not.toContain('Riyadh');
    expect(link.getAttribute('title')).toBe('Saudi Arabia, Riyadh, Vehicles');
  });

  test('a new country clears the governorate chosen in the previous one', () => {
    const store = useSelectionStore.getState();
    store.setSelectedCountry({ id: 1, name: 'Saudi Arabia' });
    store.setSelectedGovernorate({ id: 10, name: 'Riyadh' });
    store.setSelectedCountry({ id: 1, name: 'Saudi Arabia' });
    expect(useSelectionStore.getState().selectedGovernorate?.id).toBe(10);
    store.setSelectedCountry({ id: 2, name: 'Jordan' });
    expect(useSelectionStore.getState().selectedGovernorate).toBeNull();
  });
});
