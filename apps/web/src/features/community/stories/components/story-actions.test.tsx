import type { Story } from '@souq/contract';
import { storiesEndpoints } from '@souq/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { stubCall } from '../../../../testing/api';
import { renderForm, resetFormTest } from '../../../../testing/forms';
import { StoryActions } from './story-actions';

const story = {
  id: 12,
  user: { id: 4, name: 'Sara', photo: null, type: 'user' },
  media_url: 'http://localhost/media/stories/2026/a-1600.webp',
  media_type: 'image',
  poster_url: null,
  caption: 'Fresh dates',
  likes_count: 0,
  replies_count: 0,
  views_count: 1,
  liked: false,
  seen: true,
  viewers: null,
  created_at: '2026-11-28T05:00:00.000Z',
  expires_at: '2026-11-29T05:00:00.000Z',
} as Story;

afterEach(resetFormTest);

describe('replying to a story', () => {
  test('the reply is sent once to the story, then links to the chat with its author, in Arabic too', async () => {
    const call = stubCall().mockResolvedValue({ data: { replies_count: 1, conversation_id: 42 } });
    const { user } = renderForm(
      <MemoryRouter>
        <StoryActions story={story} mine={false} onShare={() => {}} onTyping={() => {}} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Reply to Sara'), 'Lovely!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const link = await screen.findByRole('link', { name: 'Open the chat with Sara' });
    expect(link).toHaveAttribute('href', '/chat?c=42');
    // One request: the API sends the chat message itself, about the story.
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toBe(storiesEndpoints.reply);
    expect(call.mock.calls[0]![1]).toMatchObject({
      params: { id: 12 },
      body: { content: 'Lovely!' },
    });
    expect(screen.getByLabelText('Reply to Sara')).toHaveValue('');
    await i18n.changeLanguage('ar');
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: i18n.t('stories:viewer.open-chat', { name: 'Sara' }) }),
      ).toBeInTheDocument(),
    );
  });
});
