import type { AdCard, AdsPage, Balance, Reward } from '@souq/contract';
import { adsEndpoints, referralsEndpoints } from '@souq/contract/endpoints';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { createWriteFeedbackCache } from '../../lib/api/write-feedback';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useToastsRequested } from '../../lib/notify';
import { useAuthStore } from '../../lib/stores/auth-store';
import { type StubbedCallOptions, stubCall } from '../../testing/api';
import { AppProviders } from '../providers';
import { ReferralsPanel } from './referrals';

const now = new Date().toISOString();
const sara = { id: 5, name: 'Sara', photo: null, type: 'user' as const };

const reward = (overrides: Partial<Reward> = {}): Reward => ({
  id: 1,
  title: 'Welcome highlight',
  description: 'Highlight one of your ads for a week.',
  effect: 'highlight',
  days: 7,
  cost: 2,
  regular_cost: 4,
  percent_off: 50,
  one_time: true,
  redeemed: false,
  ...overrides,
});

const balanceOf = (points: number, overrides: Partial<Balance> = {}): Balance => ({
  points,
  referrals: [{ user: sara, date: now, points: 2 }],
  referrals_count: 1,
  history: [{ id: 1, points: 2, reason: 'invited', user: sara, reward: null, created_at: now }],
  ...overrides,
});

const ad = (id: number, title: string): AdCard => ({
  id,
  title,
  price: '100.00',
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
  user: { id: 7, name: 'Me', photo: null, type: 'user' },
});

const pageOf = (data: AdCard[]): AdsPage => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 12, total: data.length, total_capped: false },
});

/**
 * The API as the panel sees it; `state` changes what later calls answer, and `redeem` answers a
 * redemption (or throws its refusal).
 */
function serve(
  state: { points: number; rewards: Reward[]; ads: AdCard[] },
  redeem?: (options: StubbedCallOptions) => unknown,
) {
  return stubCall((endpoint, options) => {
    switch (endpoint.path) {
      case referralsEndpoints.inviteLink.path:
        return { data: { code: 'K7Q2', url: 'https://souq.test/register?ref=K7Q2' } };
      case referralsEndpoints.balance.path:
        return { data: balanceOf(state.points) };
      case referralsEndpoints.rewards.path:
        return { data: state.rewards };
      case adsEndpoints.mine.path:
        expect(options.query).toMatchObject({ status: 'active' });
        return pageOf(state.ads);
      case referralsEndpoints.redeem.path:
        if (redeem) return redeem(options);
    }
    throw new ApiRequestError('Not found', 404);
  });
}

function renderPanel() {
  const queryClient = new QueryClient({
    mutationCache: createWriteFeedbackCache(),
    defaultOptions: { queries: { retry: false } },
  });
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <ReferralsPanel />
        </Suspense>
      </MemoryRouter>
    </AppProviders>,
  );
}

const rewardCard = (title: string) => screen.getByRole('article', { name: title }) as HTMLElement;

// The dialog's rule chunk (zod) is fetched while the browser is idle; here once, before the tests.
beforeAll(() => import('../../features/referrals/lib/redeem-rules'));

beforeEach(() => {
  act(() => useAuthStore.setState({ token: 'token', isAuthenticated: true }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  act(() => useAuthStore.setState({ token: null, isAuthenticated: false }));
  act(() => useToastsRequested.setState({ requested: false }));
  await i18n.changeLanguage('en');
});

describe('the referrals panel', { timeout: 20_000 }, () => {
  test('the link, the points, the people invited and the history', async () => {
    serve({ points: 4, rewards: [reward()], ads: [] });
    renderPanel();
    const field = await screen.findByRole('textbox', { name: 'Your invite link' });
    await waitFor(() => expect(field).toHaveValue('https://souq.test/register?ref=K7Q2'));
    expect(await screen.findByTestId('referral-points')).toHaveTextContent('4points');
    expect(screen.getByText('1 friend joined through your link')).toBeInTheDocument();
    const invited = screen.getByRole('region', { name: 'People you invited' });
    expect(within(invited).getByText('Sara')).toBeInTheDocument();
    expect(within(invited).getByText('+2')).toBeInTheDocument();
    expect(within(invited).getByText(`Joined ${formatDate(now)}`)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Points history' });
    expect(within(history).getByText('Sara joined through your link')).toBeInTheDocument();
  });

  test('nobody invited yet: an empty state', async () => {
    stubCall(({ path }) => {
      if (path === referralsEndpoints.balance.path) {
        return { data: balanceOf(0, { referrals: [], referrals_count: 0, history: [] }) };
      }
      if (path === referralsEndpoints.rewards.path) return { data: [reward()] };
      return { data: { code: 'K7Q2', url: 'https://souq.test/register?ref=K7Q2' } };
    });
    renderPanel();
    expect(await screen.findByText('Nobody has joined through your link yet')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Redeem', description: 'You need 2 more points.' }),
    ).toBeDisabled();
  });

  test('redeem: choose one of the active ads, confirm, the balance and the reward follow', async () => {
    const state = { points: 5, rewards: [reward(), reward({ id: 2, title: 'Feature' })], ads: [] };
    state.ads = [ad(11, 'Leather sofa'), ad(12, 'Oak table')] as never;
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const call = serve(state as never, () => {
      state.points = 3;
      state.rewards = [reward({ redeemed: true }), state.rewards[1]!];
      return { data: { reward: reward({ redeemed: true }), ad_id: 12, until, points: 3 } };
    });
    renderPanel();
    await screen.findByTestId('referral-points');
    await userEvent.click(
      within(rewardCard('Welcome highlight')).getByRole('button', { name: 'Redeem' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Redeem “Welcome highlight”' });
    expect(dialog).toHaveAccessibleDescription('It costs 2 points; you will have 3 points left.');
    const confirm = within(dialog).getByRole('button', { name: 'Redeem' });
    // Two ads: nothing is chosen for the user.
    await within(dialog).findByRole('radio', { name: 'Oak table' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Oak table' }));
    await userEvent.click(confirm);

    expect(call).toHaveBeenCalledWith(referralsEndpoints.redeem, {
      params: { id: 1 },
      body: { ad_id: 12 },
      json: true,
    });
    expect(
      await screen.findByText(`Done: “Oak table” is highlighted until ${formatDate(until)}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('referral-points')).toHaveTextContent('3points'));
    expect(
      await within(rewardCard('Welcome highlight')).findByRole('button', {
        name: 'Already redeemed',
      }),
    ).toBeDisabled();
  });

  test('with no active ad the dialog says so and leads to a new ad', async () => {
    serve({ points: 5, rewards: [reward()], ads: [] });
    renderPanel();
    await screen.findByTestId('referral-points');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('You have no active ad')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add an ad' })).toHaveAttribute(
      'href',
      '/AddAds',
    );
    expect(within(dialog).queryByRole('button', { name: 'Redeem' })).toBeNull();
  });

  test('a refusal shows the API’s message and closes the dialog', async () => {
    serve({ points: 5, rewards: [reward()], ads: [ad(11, 'Leather sofa')] }, () => {
      throw new ApiRequestError('Conflict', 409, {
        message: 'This reward was redeemed already.',
        code: 'referrals.already-redeemed',
      });
    });
    renderPanel();
    await screen.findByTestId('referral-points');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog');
    // One ad: it is chosen already.
    expect(await within(dialog).findByRole('radio', { name: 'Leather sofa' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This reward was redeemed already.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    serve({ points: 2, rewards: [reward()], ads: [] });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'المكافآت' })).toBeInTheDocument();
    expect(await screen.findByText('انضم صديق واحد من خلال رابطك')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نسخ' })).toBeInTheDocument();
  });
});
