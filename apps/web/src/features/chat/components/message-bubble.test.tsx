import type { ChatMessage } from '@souq/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { MessageBubble } from './message-bubble';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const missed = (count?: number): ChatMessage => ({
  id: 9,
  conversation_id: 7,
  kind: 'missed_call',
  body: '',
  ...(count === undefined ? {} : { missed_calls: count }),
  attachment: null,
  sender_id: 2,
  read_at: null,
  created_at: new Date(2026, 10, 28, 10, 0).toISOString(),
});

const show = (message: ChatMessage) =>
  render(
    <ul>
      <MessageBubble message={message} mine={false} otherName="Sara" />
    </ul>,
  );

describe('a missed call in the thread', () => {
  test('calls in a row are one entry with their count', () => {
    show(missed(3));
    const entry = screen.getByText('Missed call');
    expect(entry).toHaveTextContent('Missed call×3');
    expect(screen.getByTitle('3 calls')).toHaveTextContent('×3');
  });

  test('one call shows no count', () => {
    show(missed(1));
    expect(screen.getByText('Missed call')).not.toHaveTextContent('×');
  });

  test('in Arabic, with the count', async () => {
    await i18n.changeLanguage('ar');
    show(missed(3));
    expect(screen.getByText('مكالمة فائتة')).toHaveTextContent('×3');
    expect(screen.getByTitle('3 مكالمات')).toBeInTheDocument();
  });
});
