import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { TextAreaField, TextField } from './form-field';

const field = (props: Partial<Parameters<typeof TextField>[0]> = {}) =>
  render(<TextField label="Field" value="" onChange={vi.fn()} {...props} />);

describe('direction of user text', () => {
  test('a name, a title or an address takes the direction of what is typed (dir="auto")', () => {
    field({ label: 'Title' });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('dir', 'auto');
  });

  test.each([
    ['an e-mail', { type: 'email' }],
    ['a phone', { type: 'tel' }],
    ['a number', { type: 'number' }],
    ['a price typed with the decimal keypad', { inputMode: 'decimal' as const }],
    ['a code typed with the numeric keypad', { inputMode: 'numeric' as const }],
  ])('%s stays left to right', (_, props) => {
    const { container } = field(props);
    expect(container.querySelector('input')).toHaveAttribute('dir', 'ltr');
  });

  test('a password stays left to right', () => {
    const { container } = field({ type: 'password' });
    expect(container.querySelector('input')).toHaveAttribute('dir', 'ltr');
  });

  test('a direction given by the page wins', () => {
    field({ label: 'Code', dir: 'rtl' });
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('dir', 'rtl');
  });

  test('a text area (a description, a bio) takes the direction of what is typed', () => {
    render(
      <TextAreaField
        label="Description"
        value="Genuine leather."
        onChange={vi.fn()}
        maxLength={100}
        count="16 / 100"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('dir', 'auto');
  });
});
