import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PolicyBody, parsePolicyBody } from './policy-body';

describe('policy body', () => {
  test('headings, paragraphs and bullet lists are recognised', () => {
    const body =
      'Last updated.\n\n## Who we are\nWe run Souq.\nSecond line.\n\n- one\n- two\n\nEnd.';
    expect(parsePolicyBody(body)).toEqual([
      { kind: 'paragraph', text: 'Last updated.' },
      { kind: 'heading', text: 'Who we are' },
      { kind: 'paragraph', text: 'We run Souq. Second line.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'End.' },
    ]);
  });

  test('markup in the text is shown as text, never run', () => {
    const { container } = render(
      <PolicyBody body={'## <b>Title</b>\n\n<img src=x onerror=alert(1)>'} />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Title</b>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
