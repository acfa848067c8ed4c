import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('language switcher', () => {
  test("the button's accessible name starts with the language it shows", () => {
    render(<LanguageSwitcher onReload={vi.fn()} />);
    expect(screen.getByRole('button', { name: /^English\b.*Language/ })).toBeInTheDocument();
  });

  test('lists English and Arabic, the Arabic entry with a flag', () => {
    render(<LanguageSwitcher onReload={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'العربية']);
    expect(options[1]!.querySelector('svg')).not.toBeNull();
  });

  test('choosing Arabic stores it, sets rtl, closes the dropdown and reloads after 100 ms', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    render(<LanguageSwitcher onReload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.click(screen.getByRole('option', { name: 'العربية' }));

    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(99));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('choosing English sets ltr again', () => {
    vi.useFakeTimers();
    render(<LanguageSwitcher onReload={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    fireEvent.click(screen.getByRole('option', { name: 'العربية' }));
    fireEvent.click(screen.getByRole('button', { name: /Language|اللغة/ }));
    fireEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  test('an outside click closes the dropdown without choosing', () => {
    const reload = vi.fn();
    render(
      <div>
        <p>outside</p>
        <LanguageSwitcher onReload={reload} />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });
});
