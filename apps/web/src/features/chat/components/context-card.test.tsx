import type { ChatContext } from '@souq/contract';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderForm, resetFormTest } from '../../../testing/forms';
import { ContextCard } from './context-card';

afterEach(resetFormTest);

describe('the chat card of a story', () => {
  const context: ChatContext = {
    type: 'story',
    id: 12,
    title: 'Fresh dates',
    image: 'http://localhost/media/stories/2026/a-400.webp',
    price: null,
  };

  test('a reply’s conversation shows the story and links to it, in English and Arabic', async () => {
    renderForm(
      <MemoryRouter>
        <ContextCard context={context} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('chat-context-card');
    expect(card).toHaveAttribute('href', '/community/stories/12');
    expect(card).toHaveTextContent('Reply to a story');
    expect(card).toHaveTextContent('Fresh dates');
    await i18n.changeLanguage('ar');
    await waitFor(() => expect(card).toHaveTextContent('رد على قصة'));
  });

  test('a story without a caption says so; an expired one is no longer a link', () => {
    renderForm(
      <MemoryRouter>
        <ContextCard context={{ ...context, title: '' }} />
        <ContextCard context={{ ...context, id: 13, title: null, image: null }} />
      </MemoryRouter>,
    );
    const [untitled, expired] = screen.getAllByTestId('chat-context-card');
    expect(untitled).toHaveTextContent('A story without a caption');
    expect(untitled).toHaveAttribute('href', '/community/stories/12');
    expect(expired).toHaveTextContent('This item was removed');
    expect(expired!.tagName).toBe('DIV');
  });
});
