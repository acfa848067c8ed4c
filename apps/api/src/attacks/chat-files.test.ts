import type { ChatMessage, Conversation } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photo } from '../../test/ad-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, type Member, member } from '../../test/community.ts';
import { multipart } from '../../test/multipart.ts';
import type { App } from '../app.ts';

// Chat and channel files: a private file goes to the members of its own conversation or channel,
// never to someone who is merely a member of some other one.
let app: App;
let alice: Member;
let bob: Member;
let mallory: Member;
beforeAll(async () => {
  app = await buildTestApp();
  [alice, bob, mallory] = await Promise.all([
    member(app, 'Alice'),
    member(app, 'Bob'),
    member(app, 'Mallory'),
  ]);
});
afterAll(() => app.close());

const start = async (from: Member, to: Member) =>
  (
    (await from.api.post(`${API}/chat/start-conversation`, { user_id: to.id })).json() as {
      data: Conversation;
    }
  ).data;

describe('private files', () => {
  test('being in any conversation does not open the files of another one', async () => {
    const theirs = await start(alice, bob);
    // Mallory has a conversation of her own (with Alice): still not a member of Alice and Bob's.
    await start(mallory, alice);
    const sent = await alice.api.post(
      `${API}/chat/send-message`,
      multipart({ conversation_id: theirs.id, attachment: await photo('#a33') }),
    );
    const url = new URL((sent.json() as { data: ChatMessage }).data.attachment!.url).pathname;
    expect((await bob.api.get(url)).statusCode).toBe(200);
    expect((await mallory.api.get(url)).statusCode).toBe(404);
    expect((await mallory.api.get(`${url}?size=thumb`)).statusCode).toBe(404);
  });

  test('a private channel’s file is not served to a member of another channel', async () => {
    const create = async (by: Member, name: string) =>
      (
        (await by.api.post(`${API}/channels/create`, { name, visibility: 'private' })).json() as {
          data: { id: number };
        }
      ).data.id;
    const secret = await create(alice, 'Secret plans');
    await create(mallory, 'Mallory’s own');
    const sent = await alice.api.post(
      `${API}/channels/send-message`,
      multipart({ channel_id: secret, attachment: await photo('#3a3') }),
    );
    const url = new URL((sent.json() as { data: ChatMessage }).data.attachment!.url).pathname;
    expect((await alice.api.get(url)).statusCode).toBe(200);
    expect((await mallory.api.get(url)).statusCode).toBe(404);
  });
});
