import type {
  ChatInfo,
  ChatMessage,
  Conversation,
  ConversationsPage,
  MessagesPage,
} from '@souq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photo, postAd } from '../../../test/ad-factories.ts';
import { postAuction } from '../../../test/auction-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, type Member, member } from '../../../test/community.ts';
import { createUser } from '../../../test/factories.ts';
import { postJob } from '../../../test/job-factories.ts';
import { multipart } from '../../../test/multipart.ts';
import type { App } from '../../app.ts';

let app: App;
let seller: Member;
let buyer: Member;
let stranger: Member;

beforeAll(async () => {
  app = await buildTestApp();
  [seller, buyer, stranger] = await Promise.all([
    member(app, 'Seller'),
    member(app, 'Buyer'),
    member(app, 'Stranger'),
  ]);
});
afterAll(async () => {
  await app.close();
});

const start = async (from: Member, to: Member, extra: Record<string, unknown> = {}) => {
  const res = await from.api.post(`${API}/chat/start-conversation`, { user_id: to.id, ...extra });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`not started: ${res.statusCode} ${res.body}`);
  }
  return (res.json() as { data: Conversation }).data;
};

const send = async (from: Member, conversationId: number, body: string) => {
  const res = await from.api.post(`${API}/chat/send-message`, {
    conversation_id: conversationId,
    body,
  });
  if (res.statusCode !== 201) throw new Error(`not sent: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: ChatMessage }).data;
};

const info = async (who: Member) =>
  ((await who.api.get(`${API}/chat/get-my-info`)).json() as { data: ChatInfo }).data;

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

describe('every chat route needs a session', () => {
  test.each([
    ['GET', '/chat/get-my-info'],
    ['GET', '/chat/get-conversations'],
    ['GET', '/chat/conversation/1'],
    ['POST', '/chat/start-conversation'],
    ['GET', '/chat/messages/1'],
    ['POST', '/chat/send-message'],
    ['POST', '/chat/read/1'],
    ['GET', '/chat/attachment/1'],
    ['GET', '/chat/call-settings'],
  ] as const)('%s %s answers 401 before reading the body', async (method, url) => {
    const res = await app.inject({
      method,
      url: `${API}${url}`,
      ...(method === 'POST' ? { payload: { user_id: 'nonsense' } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'http.unauthenticated' });
  });
});

describe('starting a conversation', () => {
  test('from an ad: the card shows the ad, and the same conversation comes back every time', async () => {
    const ad = await postAd(app, seller.token, { title: 'Blue bicycle' });
    const first = await buyer.api.post(`${API}/chat/start-conversation`, {
      user_id: seller.id,
      context_type: 'ad',
      context_id: ad.id,
    });
    expect(first.statusCode).toBe(201);
    const conversation = (first.json() as { data: Conversation }).data;
    expect(conversation).toMatchObject({
      other_user: { id: seller.id, name: 'Seller' },
      last_message: null,
      unread_count: 0,
      blocked: false,
      context: { type: 'ad', id: ad.id, title: 'Blue bicycle', price: '1500.00' },
    });
    expect(conversation.context?.image).toMatch(/^http:\/\/.+\/media\/.+-400\.webp$/);
    // The seller sees nothing until the buyer writes.
    const sellerList = (
      await seller.api.get(`${API}/chat/get-conversations`)
    ).json() as ConversationsPage;
    expect(sellerList.data.map((c) => c.id)).not.toContain(conversation.id);
    expect(sellerList.meta.total).toBe(sellerList.data.length);
    const again = await seller.api.post(`${API}/chat/start-conversation`, { user_id: buyer.id });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { data: Conversation }).data.id).toBe(conversation.id);
  });

  test('from a job or an auction: the card names it, and the conversation stays the same', async () => {
    const company = await createUser(app, { type: 'company', name: 'Hiring Co' });
    const job = await postJob(app, company.token, { title: 'Delivery driver' });
    const aboutJob = await buyer.api.post(`${API}/chat/start-conversation`, {
      user_id: company.account.id,
      context_type: 'job',
      context_id: job.id,
    });
    expect(aboutJob.statusCode).toBe(201);
    const conversation = (aboutJob.json() as { data: Conversation }).data;
    expect(conversation.context).toMatchObject({
      type: 'job',
      id: job.id,
      title: 'Delivery driver',
    });

    const auction = await postAuction(app, company.token, { title: 'Vintage watch' });
    const aboutAuction = await buyer.api.post(`${API}/chat/start-conversation`, {
      user_id: company.account.id,
      context_type: 'auction',
      context_id: auction.id,
    });
    expect(aboutAuction.statusCode).toBe(200);
    expect((aboutAuction.json() as { data: Conversation }).data).toMatchObject({
      id: conversation.id,
      context: { type: 'auction', id: auction.id, title: 'Vintage watch' },
    });
  });

  test('is idempotent under concurrent calls from both sides', async () => {
    const [a, b] = await Promise.all([member(app, 'Racer A'), member(app, 'Racer B')]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).api.post(`${API}/chat/start-conversation`, {
          user_id: i % 2 ? b.id : a.id,
        }),
      ),
    );
    const ids = new Set(answers.map((res) => (res.json() as { data: Conversation }).data.id));
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 201)).toBe(true);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(ids.size).toBe(1);
    const list = (await a.api.get(`${API}/chat/get-conversations`)).json() as ConversationsPage;
    expect(list.meta.total).toBe(1);
  });

  test('not with oneself, not with an unknown user, not about a third person’s item', async () => {
    const self = await buyer.api.post(`${API}/chat/start-conversation`, { user_id: buyer.id });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      code: 'chat.self',
      errors: { user_id: [expect.any(String)] },
    });
    const unknown = await buyer.api.post(`${API}/chat/start-conversation`, { user_id: 99999999 });
    expect(unknown.statusCode).toBe(404);
    const strangersAd = await postAd(app, stranger.token);
    const foreign = await buyer.api.post(`${API}/chat/start-conversation`, {
      user_id: seller.id,
      context_type: 'ad',
      context_id: strangersAd.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'chat.context-not-theirs' });
    const missing = await buyer.api.post(`${API}/chat/start-conversation`, {
      user_id: seller.id,
      context_type: 'ad',
      context_id: 99999999,
    });
    expect(missing.statusCode).toBe(422);
    const half = await buyer.api.post(
      `${API}/chat/start-conversation`,
      { user_id: seller.id, context_type: 'ad' },
      { 'accept-language': 'ar' },
    );
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.context_id[0]).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('messages, unread counts and read receipts', () => {
  test('the other sees the message unread until they read it; the sender then sees read_at', async () => {
    const [a, b] = await Promise.all([member(app, 'Reader A'), member(app, 'Reader B')]);
    const conversation = await start(a, b);
    const before = await info(b);
    await send(a, conversation.id, 'Hello!');
    const second = await send(a, conversation.id, 'Is it still available?');
    expect(second.read_at).toBeNull();

    expect((await info(b)).unread_total).toBe(before.unread_total + 2);
    expect((await info(a)).unread_total).toBe(0);
    const listB = (await b.api.get(`${API}/chat/get-conversations`)).json() as ConversationsPage;
    expect(listB.data[0]).toMatchObject({
      id: conversation.id,
      unread_count: 2,
      last_message: { body: 'Is it still available?', sender_id: a.id },
    });

    const read = await b.api.post(`${API}/chat/read/${conversation.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      conversation_id: conversation.id,
      user_id: b.id,
      last_read_message_id: second.id,
      unread_total: 0,
    });
    const thread = (
      await a.api.get(`${API}/chat/messages/${conversation.id}`)
    ).json() as MessagesPage;
    expect(thread.data.map((m) => m.body)).toEqual(['Hello!', 'Is it still available?']);
    expect(thread.data.every((m) => m.read_at !== null)).toBe(true);

    await send(b, conversation.id, 'Yes it is');
    const threadA = (
      await a.api.get(`${API}/chat/messages/${conversation.id}`)
    ).json() as MessagesPage;
    expect(threadA.data.at(-1)).toMatchObject({ body: 'Yes it is', read_at: null });
    const listA = (await a.api.get(`${API}/chat/get-conversations`)).json() as ConversationsPage;
    expect(listA.data[0]).toMatchObject({ id: conversation.id, unread_count: 1 });
  });

  test('a thread pages backwards 30 at a time with before_id', async () => {
    const [a, b] = await Promise.all([member(app, 'Pager A'), member(app, 'Pager B')]);
    const conversation = await start(a, b);
    for (let i = 1; i <= 65; i++) await send(i % 2 ? a : b, conversation.id, `m${i}`);
    const url = `${API}/chat/messages/${conversation.id}`;
    const first = (await a.api.get(url)).json() as MessagesPage;
    expect(first.data).toHaveLength(30);
    expect(first.data[0]!.body).toBe('m36');
    expect(first.data.at(-1)!.body).toBe('m65');
    expect(first.meta).toEqual({ has_more: true, next_before_id: first.data[0]!.id });
    const second = (
      await a.api.get(`${url}?before_id=${first.meta.next_before_id}`)
    ).json() as MessagesPage;
    expect(second.data.map((m) => m.body)).toEqual(
      Array.from({ length: 30 }, (_, i) => `m${i + 6}`),
    );
    const third = (
      await a.api.get(`${url}?before_id=${second.meta.next_before_id}`)
    ).json() as MessagesPage;
    expect(third.data.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(third.meta).toEqual({ has_more: false, next_before_id: null });
  });

  test('a message needs text or a file; text is at most 4,000 characters', async () => {
    const conversation = await start(buyer, seller);
    const empty = await buyer.api.post(`${API}/chat/send-message`, {
      conversation_id: conversation.id,
      body: '   ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { body: [expect.any(String)] } });
    const long = await buyer.api.post(`${API}/chat/send-message`, {
      conversation_id: conversation.id,
      body: 'x'.repeat(4001),
    });
    expect(long.statusCode).toBe(422);
  });
});

describe('only the two participants', () => {
  test('a stranger can neither read, list, send to, mark read nor fetch files of a conversation', async () => {
    const conversation = await start(buyer, seller);
    const message = await send(buyer, conversation.id, 'private');
    const image = await buyer.api.post(
      `${API}/chat/send-message`,
      multipart({ conversation_id: conversation.id, attachment: await photo('#a33') }),
    );
    const imageId = (image.json() as { data: ChatMessage }).data.id;

    expect((await stranger.api.get(`${API}/chat/messages/${conversation.id}`)).statusCode).toBe(
      404,
    );
    expect((await stranger.api.get(`${API}/chat/conversation/${conversation.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await stranger.api.post(`${API}/chat/send-message`, {
          conversation_id: conversation.id,
          body: 'let me in',
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.api.post(`${API}/chat/read/${conversation.id}`)).statusCode).toBe(404);
    expect((await stranger.api.get(`${API}/chat/attachment/${imageId}`)).statusCode).toBe(404);
    const list = (
      await stranger.api.get(`${API}/chat/get-conversations`)
    ).json() as ConversationsPage;
    expect(list.data.map((c) => c.id)).not.toContain(conversation.id);
    expect(message.id).toBeGreaterThan(0);
  });
});

describe('attachments', () => {
  test('an image is re-encoded and served only through the authorised route, never /media', async () => {
    const conversation = await start(buyer, seller);
    const res = await buyer.api.post(
      `${API}/chat/send-message`,
      multipart({
        conversation_id: conversation.id,
        body: 'Photo of the scratch',
        attachment: await photo('#3a7'),
        attachment_name: 'scratch.png',
      }),
    );
    expect(res.statusCode).toBe(201);
    const message = (res.json() as { data: ChatMessage }).data;
    expect(message.attachment).toMatchObject({
      type: 'image',
      name: 'scratch.webp',
      mime: 'image/webp',
    });
    expect(message.attachment!.url).toMatch(/\/api\/v1\/chat\/attachment\/\d+$/);
    const path =
      new URL(message.attachment!.thumb_url!).pathname +
      new URL(message.attachment!.thumb_url!).search;
    const thumb = await seller.api.get(path);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // The stored key is private: the public media route refuses every guess at it.
    const row = await app.db.execute(
      sql`select attachment_key from chat_messages where id = ${message.id}`,
    );
    const key = (row as unknown as { rows: Array<{ attachment_key: string }> }).rows[0]!
      .attachment_key;
    expect(key).toMatch(/^private\/chat\//);
    expect((await app.inject({ method: 'GET', url: `/media/${key}-400.webp` })).statusCode).toBe(
      404,
    );
  });

  test('a PDF is kept as a file for download; its name keeps no folders', async () => {
    const conversation = await start(buyer, seller);
    const res = await buyer.api.post(
      `${API}/chat/send-message`,
      multipart({
        conversation_id: conversation.id,
        attachment: { filename: 'invoice.pdf', contentType: 'application/pdf', data: pdf() },
        attachment_name: '../../etc/Invoice 42.pdf',
      }),
    );
    expect(res.statusCode).toBe(201);
    const message = (res.json() as { data: ChatMessage }).data;
    expect(message.attachment).toMatchObject({
      type: 'file',
      name: 'Invoice 42.pdf',
      mime: 'application/pdf',
      thumb_url: null,
      size: pdf().length,
    });
    const file = await seller.api.get(new URL(message.attachment!.url).pathname);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.rawPayload.equals(pdf())).toBe(true);
  });

  test('a file is judged by its content: a script named .pdf is refused with 415', async () => {
    const conversation = await start(buyer, seller);
    const res = await buyer.api.post(
      `${API}/chat/send-message`,
      multipart({
        conversation_id: conversation.id,
        attachment: {
          filename: 'totally.pdf',
          contentType: 'application/pdf',
          data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
        },
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'chat.attachment-unsupported' });
  });

  test('a file over 10 MB is refused with 413', async () => {
    const conversation = await start(buyer, seller);
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await buyer.api.post(
      `${API}/chat/send-message`,
      multipart({
        conversation_id: conversation.id,
        attachment: { filename: 'big.pdf', contentType: 'application/pdf', data: big },
      }),
    );
    expect(res.statusCode).toBe(413);
  });
});

describe('blocks', () => {
  test('blocked in either direction: cannot start nor send (403), the list says blocked', async () => {
    const [a, b] = await Promise.all([member(app, 'Blocker'), member(app, 'Blocked')]);
    const conversation = await start(a, b);
    await b.api.inject({ method: 'POST', url: `${API}/blocks/${a.id}` });

    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const started = await from.api.post(`${API}/chat/start-conversation`, { user_id: to.id });
      expect(started.statusCode).toBe(403);
      expect(started.json()).toMatchObject({ code: 'chat.blocked' });
      const sent = await from.api.post(`${API}/chat/send-message`, {
        conversation_id: conversation.id,
        body: 'hello?',
      });
      expect(sent.statusCode).toBe(403);
    }
    const mine = (await a.api.get(`${API}/chat/conversation/${conversation.id}`)).json() as {
      data: Conversation;
    };
    expect(mine.data.blocked).toBe(true);

    await b.api.inject({ method: 'DELETE', url: `${API}/blocks/${a.id}` });
    expect((await send(a, conversation.id, 'friends again')).body).toBe('friends again');
  });
});

describe('call settings', () => {
  test('no ICE servers unless configured', async () => {
    const res = await buyer.api.get(`${API}/chat/call-settings`);
    expect(res.json()).toEqual({ data: { ice_servers: [] } });
  });
});
