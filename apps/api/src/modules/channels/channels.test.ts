import type {
  ChannelDetails,
  ChannelMessagesPage,
  ChannelsPage,
  ChatMessage,
  UserRef,
} from '@souq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photo } from '../../../test/ad-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, type Member, member } from '../../../test/community.ts';
import { multipart } from '../../../test/multipart.ts';
import type { App } from '../../app.ts';

let app: App;
let owner: Member;
let admin: Member;
let plain: Member;
let outsider: Member;
let target: Member;

beforeAll(async () => {
  app = await buildTestApp();
  [owner, admin, plain, outsider, target] = await Promise.all([
    member(app, 'Owner'),
    member(app, 'Admin'),
    member(app, 'Plain'),
    member(app, 'Outsider'),
    member(app, 'Target'),
  ]);
});
afterAll(async () => {
  await app.close();
});

let serial = 0;
const create = async (by: Member, fields: Record<string, unknown> = {}) => {
  serial += 1;
  const res = await by.api.post(`${API}/channels/create`, { name: `Channel ${serial}`, ...fields });
  if (res.statusCode !== 201) throw new Error(`not created: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: ChannelDetails }).data;
};
const expectOk = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const answer = await res;
  if (answer.statusCode !== status) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer;
};

/** A channel of `owner` with `admin` as an admin and `plain` and `target` as members. */
const staffed = async (visibility: 'public' | 'private') => {
  const channel = await create(owner, { visibility });
  for (const who of [admin, plain, target]) {
    await expectOk(owner.api.post(`${API}/channels/add-member/${channel.id}`, { user_id: who.id }));
  }
  await expectOk(
    owner.api.post(`${API}/channels/set-role/${channel.id}`, { user_id: admin.id, role: 'admin' }),
  );
  return channel;
};

const membersCountOf = async (id: number) => {
  const row = await app.db.execute(
    sql`select members_count, (select count(*)::int from conversation_members where conversation_id = ${id}) as rows from channels where id = ${id}`,
  );
  return (row as unknown as { rows: Array<{ members_count: number; rows: number }> }).rows[0]!;
};

describe('every channel route needs a session', () => {
  test.each([
    ['POST', '/channels/create'],
    ['POST', '/channels/update/1'],
    ['POST', '/channels/join/1'],
    ['POST', '/channels/leave/1'],
    ['DELETE', '/channels/delete/1'],
    ['POST', '/channels/add-member/1'],
    ['POST', '/channels/remove-member/1'],
    ['POST', '/channels/set-role/1'],
    ['POST', '/channels/send-message'],
    ['GET', '/channels/messages/1'],
    ['POST', '/channels/read/1'],
    ['GET', '/channels/my-channels'],
    ['GET', '/channels/public-channels'],
    ['GET', '/channels/details/1'],
    ['GET', '/channels/candidates/1'],
  ] as const)('%s %s answers 401 before reading the body', async (method, url) => {
    const res = await app.inject({
      method,
      url: `${API}${url}`,
      ...(method === 'POST' ? { payload: { user_id: 'nonsense', name: '' } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'http.unauthenticated' });
  });
});

type Who = 'owner' | 'admin' | 'member' | 'outsider';
const as = (who: Who) => ({ owner, admin, member: plain, outsider })[who];

/** Each action, run by one person on a fresh channel; the status it must answer. */
const actions: Record<string, (who: Member, id: number) => Promise<{ statusCode: number }>> = {
  details: (who, id) => who.api.get(`${API}/channels/details/${id}`),
  messages: (who, id) => who.api.get(`${API}/channels/messages/${id}`),
  send: (who, id) => who.api.post(`${API}/channels/send-message`, { channel_id: id, body: 'hi' }),
  read: (who, id) => who.api.post(`${API}/channels/read/${id}`),
  update: (who, id) => who.api.post(`${API}/channels/update/${id}`, { description: 'new' }),
  'add-member': (who, id) =>
    who.api.post(`${API}/channels/add-member/${id}`, {
      user_id: outsider.id === who.id ? owner.id : outsider.id,
    }),
  'remove-member': (who, id) =>
    who.api.post(`${API}/channels/remove-member/${id}`, { user_id: target.id }),
  'set-role': (who, id) =>
    who.api.post(`${API}/channels/set-role/${id}`, { user_id: target.id, role: 'admin' }),
  candidates: (who, id) => who.api.get(`${API}/channels/candidates/${id}`),
  join: (who, id) => who.api.post(`${API}/channels/join/${id}`),
  leave: (who, id) => who.api.post(`${API}/channels/leave/${id}`),
  delete: (who, id) => who.api.inject({ method: 'DELETE', url: `${API}/channels/delete/${id}` }),
};

// owner, admin, member, outsider of a public channel; anyone outside a private one gets 404.
const expected: Record<string, [number, number, number, number]> = {
  details: [200, 200, 200, 200],
  messages: [200, 200, 200, 403],
  send: [201, 201, 201, 403],
  read: [200, 200, 200, 403],
  update: [200, 200, 403, 403],
  'add-member': [200, 200, 403, 403],
  'remove-member': [200, 200, 403, 403],
  'set-role': [200, 403, 403, 403],
  candidates: [200, 200, 403, 403],
  join: [200, 200, 200, 200],
  leave: [409, 200, 200, 403],
  delete: [200, 403, 403, 403],
};
const people: Who[] = ['owner', 'admin', 'member', 'outsider'];
const cases = Object.entries(expected).flatMap(([action, statuses]) =>
  (['public', 'private'] as const).flatMap((visibility) =>
    people.map((who, i) => ({
      action,
      visibility,
      who,
      status: visibility === 'private' && who === 'outsider' ? 404 : statuses[i]!,
    })),
  ),
);

describe('roles: owner, admin, member, outsider × public, private', () => {
  test.each(cases)(
    '$action by the $who of a $visibility channel answers $status',
    async ({ action, visibility, who, status }) => {
      const channel = await staffed(visibility);
      const res = await actions[action]!(as(who), channel.id);
      expect(res.statusCode).toBe(status);
      const counts = await membersCountOf(channel.id).catch(() => null);
      if (counts) expect(counts.members_count).toBe(counts.rows);
    },
  );

  test('an outsider of a public channel sees its summary without members; members see roles', async () => {
    const channel = await staffed('public');
    const summary = (
      (await outsider.api.get(`${API}/channels/details/${channel.id}`)).json() as {
        data: ChannelDetails;
      }
    ).data;
    expect(summary).toMatchObject({
      role: null,
      members: null,
      members_count: 4,
      last_message: null,
    });
    const full = (
      (await plain.api.get(`${API}/channels/details/${channel.id}`)).json() as {
        data: ChannelDetails;
      }
    ).data;
    expect(full.role).toBe('member');
    expect(full.members!.map((m) => [m.user.id, m.role])).toEqual([
      [owner.id, 'owner'],
      [admin.id, 'admin'],
      [plain.id, 'member'],
      [target.id, 'member'],
    ]);
  });

  test('an admin removes members but not other admins or the owner', async () => {
    const channel = await staffed('public');
    await expectOk(
      owner.api.post(`${API}/channels/set-role/${channel.id}`, {
        user_id: target.id,
        role: 'admin',
      }),
    );
    const removeAdmin = await admin.api.post(`${API}/channels/remove-member/${channel.id}`, {
      user_id: target.id,
    });
    expect(removeAdmin.statusCode).toBe(403);
    const removeOwner = await admin.api.post(`${API}/channels/remove-member/${channel.id}`, {
      user_id: owner.id,
    });
    expect(removeOwner.statusCode).toBe(403);
    const notMember = await admin.api.post(`${API}/channels/remove-member/${channel.id}`, {
      user_id: outsider.id,
    });
    expect(notMember.json()).toMatchObject({ code: 'channels.member-not-found' });
  });

  test('the owner cannot leave until they hand the channel over, then leaves as an admin', async () => {
    const channel = await staffed('private');
    expect((await owner.api.post(`${API}/channels/leave/${channel.id}`)).json()).toMatchObject({
      code: 'channels.owner-cannot-leave',
    });
    await expectOk(
      owner.api.post(`${API}/channels/set-role/${channel.id}`, {
        user_id: plain.id,
        role: 'owner',
      }),
    );
    const after = (
      (await owner.api.get(`${API}/channels/details/${channel.id}`)).json() as {
        data: ChannelDetails;
      }
    ).data;
    expect(after.role).toBe('admin');
    expect(after.owner.id).toBe(plain.id);
    expect(after.members!.filter((m) => m.role === 'owner').map((m) => m.user.id)).toEqual([
      plain.id,
    ]);
    await expectOk(owner.api.post(`${API}/channels/leave/${channel.id}`));
    expect((await owner.api.get(`${API}/channels/details/${channel.id}`)).statusCode).toBe(404);
  });

  test('a private channel cannot be joined, only added to', async () => {
    const channel = await create(owner, { visibility: 'private' });
    expect((await outsider.api.post(`${API}/channels/join/${channel.id}`)).statusCode).toBe(404);
    await expectOk(
      owner.api.post(`${API}/channels/add-member/${channel.id}`, { user_id: outsider.id }),
    );
    expect((await outsider.api.get(`${API}/channels/details/${channel.id}`)).statusCode).toBe(200);
  });

  test('adding someone who does not exist is refused by field', async () => {
    const channel = await create(owner);
    const res = await owner.api.post(`${API}/channels/add-member/${channel.id}`, {
      user_id: 999999,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'channels.user-not-found' });
  });
});

describe('cards', () => {
  test('a name is unique per owner (any case, Arabic letter forms), free across owners', async () => {
    await create(owner, { name: 'أخبار السوق' });
    const again = await owner.api.post(`${API}/channels/create`, { name: 'اخبار السوق' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'channels.name-taken' });
    await create(admin, { name: 'أخبار السوق' });
    const a = await create(owner, { name: 'Cars Club' });
    const rename = await owner.api.post(`${API}/channels/update/${a.id}`, { name: 'cars club' });
    expect(rename.statusCode).toBe(200);
    const b = await create(owner, { name: 'Boats' });
    const clash = await owner.api.post(`${API}/channels/update/${b.id}`, { name: 'CARS CLUB' });
    expect(clash.json()).toMatchObject({ code: 'channels.name-taken' });
  });

  test('a name must have a letter; the body is validated after the session', async () => {
    const res = await owner.api.post(`${API}/channels/create`, { name: '---' });
    expect(res.statusCode).toBe(422);
    const vis = await owner.api.post(`${API}/channels/create`, {
      name: 'ok',
      visibility: 'secret',
    });
    expect(vis.statusCode).toBe(422);
  });

  test('the image is public media, replaced and removed', async () => {
    const res = await owner.api.post(
      `${API}/channels/create`,
      multipart({ name: 'With picture', visibility: 'public', image: await photo('#37a') }),
    );
    expect(res.statusCode).toBe(201);
    const channel = (res.json() as { data: ChannelDetails }).data;
    expect(channel.image).toMatch(/\/media\/channels\/.+\.webp$/);
    const image = await app.inject({ method: 'GET', url: new URL(channel.image!).pathname });
    expect(image.statusCode).toBe(200);
    const removed = await owner.api.post(`${API}/channels/update/${channel.id}`, {
      remove_image: true,
    });
    expect((removed.json() as { data: ChannelDetails }).data.image).toBeNull();
  });
});

describe('lists', () => {
  test('public-channels searches names the Arabic-aware way, with member counts; private ones never show', async () => {
    const word = `قهوة${Date.now() % 1000}`;
    const pub = await create(owner, { name: `نادي ${word}` });
    await create(owner, { name: `سر ${word}`, visibility: 'private' });
    await expectOk(plain.api.post(`${API}/channels/join/${pub.id}`));
    const found = (
      await outsider.api.get(
        `${API}/channels/public-channels?search=${encodeURIComponent(word.replace('ة', 'ه'))}`,
      )
    ).json() as ChannelsPage;
    expect(found.data.map((c) => [c.id, c.members_count, c.role])).toEqual([[pub.id, 2, null]]);
    expect(found.meta.total).toBe(1);
    const all = (
      await outsider.api.get(`${API}/channels/public-channels?per_page=500`)
    ).json() as ChannelsPage;
    expect(all.meta.per_page).toBe(50);
    expect(all.data.every((c) => c.visibility === 'public')).toBe(true);
  });

  test('my-channels counts unread messages of others, cleared by reading', async () => {
    const channel = await create(owner, { visibility: 'private' });
    await expectOk(
      owner.api.post(`${API}/channels/add-member/${channel.id}`, { user_id: plain.id }),
    );
    await expectOk(
      plain.api.post(`${API}/channels/send-message`, { channel_id: channel.id, body: 'mine' }),
      201,
    );
    for (const body of ['one', 'two', 'three']) {
      await expectOk(
        owner.api.post(`${API}/channels/send-message`, { channel_id: channel.id, body }),
        201,
      );
    }
    const mine = (await plain.api.get(`${API}/channels/my-channels`)).json() as ChannelsPage;
    const entry = mine.data.find((c) => c.id === channel.id)!;
    expect(entry.unread_count).toBe(3);
    expect(entry.last_message?.body).toBe('three');
    expect(mine.data[0]!.id).toBe(channel.id);
    await expectOk(plain.api.post(`${API}/channels/read/${channel.id}`));
    const after = (await plain.api.get(`${API}/channels/my-channels`)).json() as ChannelsPage;
    expect(after.data.find((c) => c.id === channel.id)!.unread_count).toBe(0);
    // Channels never show among direct conversations, nor in chat's unread total.
    const chats = (await plain.api.get(`${API}/chat/get-conversations`)).json() as {
      data: Array<{ id: number }>;
    };
    expect(chats.data.map((c) => c.id)).not.toContain(channel.id);
    expect((await plain.api.get(`${API}/chat/messages/${channel.id}`)).statusCode).toBe(404);
    expect(
      (await plain.api.post(`${API}/chat/send-message`, { conversation_id: channel.id, body: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  test('messages page by keyset, 30 at a time, oldest first', async () => {
    const channel = await create(owner);
    for (let i = 1; i <= 32; i += 1) {
      await expectOk(
        owner.api.post(`${API}/channels/send-message`, { channel_id: channel.id, body: `m${i}` }),
        201,
      );
    }
    const first = (
      await owner.api.get(`${API}/channels/messages/${channel.id}`)
    ).json() as ChannelMessagesPage;
    expect(first.data).toHaveLength(30);
    expect(first.data[29]!.body).toBe('m32');
    expect(first.meta.has_more).toBe(true);
    const older = (
      await owner.api.get(
        `${API}/channels/messages/${channel.id}?before_id=${first.meta.next_before_id}`,
      )
    ).json() as ChannelMessagesPage;
    expect(older.data.map((m) => m.body)).toEqual(['m1', 'm2']);
    expect(older.meta.has_more).toBe(false);
  });

  test('candidates are people one talks to or is friends with, not members yet, by name', async () => {
    const channel = await create(owner);
    await expectOk(owner.api.post(`${API}/chat/start-conversation`, { user_id: outsider.id }), 201);
    await expectOk(owner.api.post(`${API}/chat/start-conversation`, { user_id: target.id }), 201);
    await expectOk(
      owner.api.post(`${API}/channels/add-member/${channel.id}`, { user_id: target.id }),
    );
    const list = (
      await owner.api.get(`${API}/channels/candidates/${channel.id}?search=outs`)
    ).json() as {
      data: UserRef[];
    };
    expect(list.data.map((u) => u.id)).toEqual([outsider.id]);
    const all = (await owner.api.get(`${API}/channels/candidates/${channel.id}`)).json() as {
      data: UserRef[];
    };
    expect(all.data.map((u) => u.id)).not.toContain(target.id);
    expect(all.data.map((u) => u.id)).not.toContain(plain.id);
  });
});

describe('messages and files', () => {
  test('attachments are private chat files, served to members only', async () => {
    const channel = await create(owner);
    const res = await owner.api.post(
      `${API}/channels/send-message`,
      multipart({ channel_id: channel.id, attachment: await photo('#a33') }),
    );
    expect(res.statusCode).toBe(201);
    const message = (res.json() as { data: ChatMessage }).data;
    const url = new URL(message.attachment!.url).pathname;
    expect(url).toMatch(/\/api\/v1\/chat\/attachment\/\d+$/);
    const row = await app.db.execute(
      sql`select attachment_key from chat_messages where id = ${message.id}`,
    );
    expect(
      (row as unknown as { rows: Array<{ attachment_key: string }> }).rows[0]!.attachment_key,
    ).toMatch(/^private\/chat\//);
    expect((await owner.api.get(url)).statusCode).toBe(200);
    expect((await outsider.api.get(url)).statusCode).toBe(404);
    await expectOk(outsider.api.post(`${API}/channels/join/${channel.id}`));
    expect((await outsider.api.get(url)).statusCode).toBe(200);
  });

  test('an empty message is refused with chat.message-empty', async () => {
    const channel = await create(owner);
    const res = await owner.api.post(`${API}/channels/send-message`, {
      channel_id: channel.id,
      body: '  ',
    });
    expect(res.statusCode).toBe(422);
  });

  test('deleting a channel removes its messages and every access at once', async () => {
    const channel = await staffed('public');
    const sent = await expectOk(
      plain.api.post(
        `${API}/channels/send-message`,
        multipart({ channel_id: channel.id, attachment: await photo('#3a3') }),
      ),
      201,
    );
    const url = new URL((JSON.parse(sent.body) as { data: ChatMessage }).data.attachment!.url)
      .pathname;
    await expectOk(
      owner.api.inject({ method: 'DELETE', url: `${API}/channels/delete/${channel.id}` }),
    );
    expect((await plain.api.get(`${API}/channels/messages/${channel.id}`)).statusCode).toBe(404);
    expect((await plain.api.get(`${API}/channels/details/${channel.id}`)).statusCode).toBe(404);
    expect((await plain.api.get(url)).statusCode).toBe(404);
    const rows = await app.db.execute(
      sql`select count(*)::int as n from chat_messages where conversation_id = ${channel.id}`,
    );
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});

describe('members_count is decided by the database', () => {
  test('many joins and leaves at once keep it equal to the members', async () => {
    const channel = await create(owner);
    const crowd = await Promise.all(
      Array.from({ length: 12 }, (_, i) => member(app, `Crowd ${i}`)),
    );
    // Each joins twice at once: one row each.
    await Promise.all(
      crowd.flatMap((who) => [
        who.api.post(`${API}/channels/join/${channel.id}`),
        who.api.post(`${API}/channels/join/${channel.id}`),
      ]),
    );
    expect(await membersCountOf(channel.id)).toEqual({ members_count: 13, rows: 13 });
    // Half leave twice at once while the owner removes some of the same people.
    const leaving = crowd.slice(0, 6);
    await Promise.all(
      leaving.flatMap((who) => [
        who.api.post(`${API}/channels/leave/${channel.id}`),
        who.api.post(`${API}/channels/leave/${channel.id}`),
        owner.api.post(`${API}/channels/remove-member/${channel.id}`, { user_id: who.id }),
      ]),
    );
    expect(await membersCountOf(channel.id)).toEqual({ members_count: 7, rows: 7 });
    const card = (
      (await outsider.api.get(`${API}/channels/details/${channel.id}`)).json() as {
        data: ChannelDetails;
      }
    ).data;
    expect(card.members_count).toBe(7);
  });
});
