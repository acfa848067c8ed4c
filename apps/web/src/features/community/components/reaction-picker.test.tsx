import type { ReactionType } from '@souq/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ReactionPicker } from './reaction-picker';

function Harness({
  initial = null,
  onChange,
}: {
  initial?: ReactionType | null;
  onChange?: (next: ReactionType | null) => void;
}) {
  const [current, setCurrent] = useState<ReactionType | null>(initial);
  return (
    <>
      <ReactionPicker
        current={current}
        onChange={(next) => {
          onChange?.(next);
          setCurrent(next);
        }}
      />
      <output data-testid="current">{String(current)}</output>
    </>
  );
}

const reactButton = () => screen.getByRole('button', { expanded: false });
const picker = () => screen.queryByRole('menu', { name: 'Reactions' });

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('reaction picker', () => {
  test('shows on hover and hides 200 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const root = reactButton().parentElement!;
    fireEvent.mouseEnter(root);
    expect(picker()).toBeInTheDocument();
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(6);

    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(199));
    expect(picker()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(picker()).not.toBeInTheDocument();
  });

  test('coming back within the delay keeps it open', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const root = reactButton().parentElement!;
    fireEvent.mouseEnter(root);
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(500));
    expect(picker()).toBeInTheDocument();
  });

  test('another reaction replaces the current one and the picker closes', async () => {
    const onChange = vi.fn();
    render(<Harness initial="love" onChange={onChange} />);
    fireEvent.mouseEnter(reactButton().parentElement!);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Haha' }));
    expect(onChange).toHaveBeenLastCalledWith('haha');
    expect(screen.getByTestId('current')).toHaveTextContent('haha');
    expect(picker()).not.toBeInTheDocument();
  });

  test('choosing the current reaction clears it', async () => {
    const onChange = vi.fn();
    render(<Harness initial="love" onChange={onChange} />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Love/ }).parentElement!);
    expect(screen.getByRole('menuitemradio', { name: 'Love' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Love' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('current')).toHaveTextContent('null');
  });

  test('a click on the button likes, a second click clears', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Like', pressed: false }));
    expect(screen.getByTestId('current')).toHaveTextContent('like');
    await userEvent.click(screen.getByRole('button', { name: 'Like', pressed: true }));
    expect(screen.getByTestId('current')).toHaveTextContent('null');
  });

  test('a tap on a touch screen opens the picker instead of liking', () => {
    render(<Harness />);
    const button = reactButton();
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(picker()).toBeInTheDocument();
    expect(screen.getByTestId('current')).toHaveTextContent('null');
  });

  test('a long press of 500 ms opens it on touch screens', () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.pointerDown(reactButton(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(499));
    expect(picker()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(picker()).toBeInTheDocument();
  });

  test('keyboard: Enter opens, arrows move, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    reactButton().focus();
    await user.keyboard('{Enter}');
    expect(picker()).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Like' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('menuitemradio', { name: 'Haha' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('menuitemradio', { name: 'Love' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('current')).toHaveTextContent('love');
    expect(picker()).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'Love' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(picker()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Love/ })).toHaveFocus();
    expect(screen.getByTestId('current')).toHaveTextContent('love');
  });

  test('in Arabic the arrows follow the reading direction and the picker opens from the start (right)', async () => {
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    render(<Harness />);
    reactButton().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'أعجبني' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('menuitemradio', { name: 'أحببته' })).toHaveFocus();
    // `start-0` is `right: 0` under dir="rtl": the logical side mirrors it.
    expect(screen.getByTestId('reaction-picker')).toHaveClass('start-0');
  });
});
