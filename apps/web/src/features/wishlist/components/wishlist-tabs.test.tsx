import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n';
import type { WishlistFilter } from '../api/keys';
import { WishlistTabs } from './wishlist-tabs';

function Harness() {
  const [active, setActive] = useState<WishlistFilter>('all');
  return (
    <WishlistTabs active={active} onChange={setActive}>
      <p>{active}</p>
    </WishlistTabs>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const selected = () => screen.getByRole('tab', { selected: true });

test('arrow keys follow the reading direction, Home and End jump to the ends', async () => {
  await act(() => i18n.loadNamespaces('wishlist'));
  render(<Harness />);
  await userEvent.click(screen.getByRole('tab', { name: 'All' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(selected()).toHaveTextContent('Ads');
  expect(selected()).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('ad');
  await userEvent.keyboard('{End}');
  expect(selected()).toHaveTextContent('Auctions');
  await userEvent.keyboard('{ArrowRight}');
  expect(selected()).toHaveTextContent('All');
  await userEvent.keyboard('{ArrowLeft}');
  expect(selected()).toHaveTextContent('Auctions');
  await userEvent.keyboard('{Home}');
  expect(selected()).toHaveTextContent('All');
  expect(selected()).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Ads' })).toHaveAttribute('tabindex', '-1');
});

test('in Arabic the left arrow moves forward', async () => {
  await act(async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('wishlist');
  });
  render(<Harness />);
  await userEvent.click(screen.getAllByRole('tab')[0]!);
  await userEvent.keyboard('{ArrowLeft}');
  expect(selected()).toBe(screen.getAllByRole('tab')[1]);
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(selected()).toBe(screen.getAllByRole('tab')[3]);
});
