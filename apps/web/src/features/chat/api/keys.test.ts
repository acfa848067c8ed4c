import type { ChatMessage, MessagesPage } from '@souq/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { withNewMessage } from './cache';
import { appendCachedMessage, applyReadReceipt, chatKeys } from './keys';

const message = (id: number, sender: number): ChatMessage => ({
  id,
  conversation_id: 7,
  kind: 'text',
  body: `m${id}`,
  attachment: null,
  sender_id: sender,
  read_at: null,
  created_at: new Date(2026, 10, 24, 10, id).toISOString(),
});

const thread = (client: QueryClient) =>
  client
    .getQueryData<{ pages: MessagesPage[] }>(chatKeys.messages(7))!
    .pages.flatMap((p) => p.data);

describe('the thread cache', () => {
  const seeded = () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.messages(7), {
      pageParams: [undefined],
      pages: [
        { data: [message(1, 1), message(2, 2)], meta: { has_more: false, next_before_id: null } },
      ],
    });
    return client;
  };

  test('a new message is added once, whether the answer or the socket brings it first', () => {
    const client = seeded();
    appendCachedMessage(client, message(3, 1));
    appendCachedMessage(client, message(3, 1));
    expect(thread(client).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  test('a message already there is replaced by its newer copy (a missed call folding one more in)', () => {
    const client = seeded();
    appendCachedMessage(client, { ...message(2, 2), kind: 'missed_call', missed_calls: 2 });
    appendCachedMessage(client, { ...message(2, 2), kind: 'missed_call', missed_calls: 3 });
    expect(thread(client).map((m) => [m.id, m.missed_calls])).toEqual([
      [1, undefined],
      [2, 3],
    ]);
  });

  test('a missed call folding one more call in is counted unread once in the list', () => {
    const call = (count: number): ChatMessage => ({
      ...message(4, 2),
      kind: 'missed_call',
      missed_calls: count,
    });
    const listed = { last_message: message(3, 1), updated_at: '', unread_count: 0 };
    const folded = withNewMessage(call(2), true)(withNewMessage(call(1), true)(listed));
    expect(folded.unread_count).toBe(1);
    expect(folded.last_message.missed_calls).toBe(2);
  });

  test('a read receipt marks read only the other person’s messages up to the mark', () => {
    const client = seeded();
    appendCachedMessage(client, message(3, 1));
    applyReadReceipt(client, {
      conversation_id: 7,
      user_id: 2,
      last_read_message_id: 1,
      read_at: '2026-11-24T10:05:00.000Z',
    });
    expect(thread(client).map((m) => [m.id, m.read_at])).toEqual([
      [1, '2026-11-24T10:05:00.000Z'],
      [2, null],
      [3, null],
    ]);
  });
});
