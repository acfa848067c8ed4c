import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { CodeInput, emptyCode } from './code-input';

function Harness() {
  const [code, setCode] = useState(emptyCode);
  return (
    <>
      <CodeInput label="Verification code" value={code} onChange={setCode} />
      <output data-testid="code">{code.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const code = () => screen.getByTestId('code').textContent;

describe('verification code input', () => {
  test('six labelled boxes in a group named after the code', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
  });

  test('typing a digit fills the box and moves to the next; letters are ignored', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('4x7');
    expect(code()).toBe('47');
    expect(boxes()[2]).toHaveFocus();
  });

  test('Backspace on an empty box clears the previous one and goes back to it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
  });

  test('pasting six digits fills every box, whichever box has the focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[3]!);
    await user.paste('Your code: 482 913');
    expect(code()).toBe('482913');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '9',
      '1',
      '3',
    ]);
    expect(boxes()[5]).toHaveFocus();
  });

  test('Arabic-Indic digits, typed or pasted, become ASCII digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('٣');
    expect(code()).toBe('3');
    await user.click(boxes()[0]!);
    await user.paste('٤٨٢٩١٣');
    expect(code()).toBe('482913');
    await user.click(boxes()[0]!);
    await user.paste('۱۲۳۴۵۶');
    expect(code()).toBe('123456');
  });

  test('a whole code autofilled into the first box spreads over all six', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '907531' } });
    expect(code()).toBe('907531');
  });
});
