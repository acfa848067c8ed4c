import type { Reward } from '@souq/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatNumber } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { RewardsList } from './rewards-list';

const rewards: Reward[] = [
  {
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
  },
  {
    id: 2,
    title: 'Feature for a week',
    description: 'Show one of your ads first in lists.',
    effect: 'feature',
    days: 7,
    cost: 6,
    regular_cost: 6,
    percent_off: null,
    one_time: false,
    redeemed: false,
  },
];

const cardOf = (title: string) => screen.getByRole('article', { name: title }) as HTMLElement;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the rewards', () => {
  test('a discounted reward shows its "off" label and its regular cost struck through', () => {
    render(<RewardsList rewards={rewards} points={10} onRedeem={vi.fn()} />);
    const welcome = within(cardOf('Welcome highlight'));
    expect(welcome.getByText('50% off')).toBeInTheDocument();
    expect(welcome.getByText('2 points')).toBeInTheDocument();
    const regular = welcome.getByText('Regular price:').closest('del');
    expect(regular).toHaveTextContent('Regular price: 4 points');
    expect(welcome.getByText('Once per account')).toBeInTheDocument();
    expect(welcome.getByText('Lasts 7 days')).toBeInTheDocument();

    const week = within(cardOf('Feature for a week'));
    expect(week.queryByText(/% off/)).toBeNull();
    expect(cardOf('Feature for a week').querySelector('del')).toBeNull();
    expect(week.queryByText('Once per account')).toBeNull();
  });

  test('a one-time reward used already says "Already redeemed" and cannot be redeemed', () => {
    const onRedeem = vi.fn();
    render(
      <RewardsList
        rewards={[{ ...rewards[0]!, redeemed: true }, rewards[1]!]}
        points={10}
        onRedeem={onRedeem}
      />,
    );
    const welcome = within(cardOf('Welcome highlight'));
    expect(welcome.getByRole('button', { name: 'Already redeemed' })).toBeDisabled();
    expect(welcome.queryByRole('button', { name: 'Redeem' })).toBeNull();
    expect(
      within(cardOf('Feature for a week')).getByRole('button', { name: 'Redeem' }),
    ).toBeEnabled();
  });

  test('too few points disable Redeem and say how many are missing', async () => {
    const onRedeem = vi.fn();
    render(<RewardsList rewards={rewards} points={3} onRedeem={onRedeem} />);
    const redeemWeek = within(cardOf('Feature for a week')).getByRole('button', { name: 'Redeem' });
    expect(redeemWeek).toBeDisabled();
    expect(redeemWeek).toHaveAccessibleDescription('You need 3 more points.');

    const redeemWelcome = within(cardOf('Welcome highlight')).getByRole('button', {
      name: 'Redeem',
    });
    expect(redeemWelcome).toBeEnabled();
    await userEvent.click(redeemWelcome);
    expect(onRedeem).toHaveBeenCalledWith(rewards[0]);
  });

  test('while the balance loads nothing can be redeemed', () => {
    render(<RewardsList rewards={rewards} points={undefined} onRedeem={vi.fn()} />);
    for (const button of screen.getAllByRole('button', { name: 'Redeem' })) {
      expect(button).toBeDisabled();
    }
    expect(screen.queryByText(/more points/)).toBeNull();
  });

  test('speaks Arabic, with its plural forms', async () => {
    await i18n.changeLanguage('ar');
    render(<RewardsList rewards={rewards} points={5} onRedeem={vi.fn()} />);
    expect(screen.getByText(`خصم ${formatNumber(50, 'ar')}٪`)).toBeInTheDocument();
    expect(screen.getByText('نقطتان')).toBeInTheDocument();
    expect(screen.getByText('تحتاج إلى نقطة واحدة إضافية.')).toBeInTheDocument();
  });
});
