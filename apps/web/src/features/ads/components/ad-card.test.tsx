import type { AdCard as AdCardData } from '@souq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { formatShortDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { AdCard } from './ad-card';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const now = new Date().toISOString();

const card = (overrides: Partial<AdCardData> = {}): AdCardData => ({
  id: 3,
  title: 'Leather sofa',
  price: '450.00',
  negotiable: false,
  condition: 'used',
  category: { id: 1, name: 'Sofas' },
  country: { id: 1, name: 'Saudi Arabia' },
  region: { id: 2, name: 'Riyadh' },
  status: 'active',
  views: 0,
  phone_reveals: 0,
  created_at: now,
  updated_at: now,
  is_owner: true,
  featured_until: null,
  highlighted_until: null,
  cover: null,
  user: { id: 1, name: 'Sara', photo: null, type: 'user' },
  ...overrides,
});

function renderCard(ad: AdCardData, showPromotionUntil = false) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AdCard ad={ad} showPromotionUntil={showPromotionUntil} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a featured or highlighted ad card', () => {
  test('says "Featured" while its time lasts', () => {
    renderCard(card({ featured_until: inDays(3) }));
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.queryByText('Highlighted')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveAttribute('data-highlighted');
  });

  test('a highlighted card has a frame and says so in words', () => {
    renderCard(card({ highlighted_until: inDays(7) }));
    expect(screen.getByText('Highlighted')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('data-highlighted', 'true');
    expect(article).toHaveClass('ring-2');
  });

  test('an expired time shows nothing', () => {
    renderCard(card({ featured_until: inDays(-1), highlighted_until: inDays(-1) }), true);
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.queryByText('Highlighted')).toBeNull();
    expect(screen.queryByText(/until/)).toBeNull();
    expect(screen.getByRole('article')).not.toHaveClass('ring-2');
  });

  test('the owner’s list says until when, in Arabic too', async () => {
    const featured = inDays(5);
    const highlighted = inDays(2);
    const { unmount } = renderCard(
      card({ featured_until: featured, highlighted_until: highlighted }),
      true,
    );
    expect(screen.getByText(`Featured until ${formatShortDate(featured)}`)).toBeInTheDocument();
    expect(
      screen.getByText(`Highlighted until ${formatShortDate(highlighted)}`),
    ).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('ar');
    renderCard(card({ featured_until: featured }), true);
    expect(screen.getByText('مميَّز')).toBeInTheDocument();
    expect(screen.getByText(`مميَّز حتى ${formatShortDate(featured, 'ar')}`)).toBeInTheDocument();
  });
});
