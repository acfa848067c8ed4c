import type { ChannelDetails, ChannelMembershipEvent, ChannelMessageEvent } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, type Member, member } from '../../../test/community.ts';
import { join, next, record, socketClients } from '../../../test/sockets.ts';
import type { App } from '../../app.ts';

let app: App;
let baseURL: string;
let owner: Member;
let admin: Member;
let plain: Member;
let outsider: Member;

beforeAll(async () => {
  app = await buildTestApp();
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  [owner, admin, plain, outsider] = await Promise.all([
    member(app, 'Owner'),
    member(app, 'Admin'),
    member(app, 'Plain'),
    member(app, 'Outsider'),
  ]);
});
afterAll(async () => {
  clients.closeAll();
  await app.close();
});

const clients = socketClients(() => baseURL);
const connect = clients.connect;
const settle = () => new Promise((r) => setTimeout(r, 300));

let serial = 0;
const staffed = async (visibility: 'public' | 'private') => {
  serial += 1;
  const res = await owner.api.post(`${API}/channels/create`, {
    name: `Live ${serial}`,
    visibility,
  });
  const channel = (res.json() as { data: ChannelDetails }).data;
  for (const who of [admin, plain]) {
    await owner.api.post(`${API}/channels/add-member/${channel.id}`, { user_id: who.id });
  }
  await owner.api.post(`${API}/channels/set-role/${channel.id}`, {
    user_id: admin.id,
    role: 'admin',
  });
  return channel;
};
const send = (from: Member, channelId: number, body: string) =>
  from.api.post(`${API}/channels/send-message`, { channel_id: channelId, body });

describe('room channel:{id}', () => {
  test.each(['public', 'private'] as const)(
    'in a %s channel owner, admin and member may join; an outsider or anonymous socket may not',
    async (visibility) => {
      const channel = await staffed(visibility);
      const room = `channel:${channel.id}`;
      for (const who of [owner, admin, plain]) {
        expect(await join(await connect(who.token), room)).toEqual({ ok: true });
      }
      expect(await join(await connect(outsider.token), room)).toMatchObject({ ok: false });
      expect(await join(await connect(), room)).toMatchObject({ ok: false });
      // A channel's id is no direct conversation's: its conversation room stays closed.
      expect(await join(await connect(plain.token), `conversation:${channel.id}`)).toMatchObject({
        ok: false,
      });
    },
  );

  test('members in the room hear channel:message; an outsider hears nothing', async () => {
    const channel = await staffed('public');
    const room = `channel:${channel.id}`;
    const [a, b, c] = await Promise.all([
      connect(owner.token),
      connect(plain.token),
      connect(outsider.token),
    ]);
    await join(a, room);
    await join(b, room);
    await join(c, room);
    const heard = record<ChannelMessageEvent>(c, 'channel:message');
    const arrived = next<ChannelMessageEvent>(b, 'channel:message');
    await send(owner, channel.id, 'hello room');
    const event = await arrived;
    expect(event).toMatchObject({ channel_id: channel.id, message: { body: 'hello room' } });
    await settle();
    expect(heard).toEqual([]);
  });

  test('an outsider who joins a public channel may then join its room', async () => {
    const channel = await staffed('public');
    const socket = await connect(outsider.token);
    expect(await join(socket, `channel:${channel.id}`)).toMatchObject({ ok: false });
    await outsider.api.post(`${API}/channels/join/${channel.id}`);
    expect(await join(socket, `channel:${channel.id}`)).toEqual({ ok: true });
  });

  test('a removed member is evicted from the room at once and told', async () => {
    const channel = await staffed('private');
    const room = `channel:${channel.id}`;
    const socket = await connect(plain.token);
    expect(await join(socket, room)).toEqual({ ok: true });
    const heard = record<ChannelMessageEvent>(socket, 'channel:message');
    const told = next<ChannelMembershipEvent>(socket, 'channel:membership');
    await admin.api.post(`${API}/channels/remove-member/${channel.id}`, { user_id: plain.id });
    expect(await told).toEqual({ channel_id: channel.id, change: 'removed' });
    await send(owner, channel.id, 'after removal');
    await settle();
    expect(heard).toEqual([]);
    expect(await join(socket, room)).toMatchObject({ ok: false });
  });

  test('a member who leaves stops hearing the room on every device', async () => {
    const channel = await staffed('public');
    const room = `channel:${channel.id}`;
    const [one, two] = await Promise.all([connect(plain.token), connect(plain.token)]);
    await join(one, room);
    await join(two, room);
    const heard = [...record(one, 'channel:message'), ...record(two, 'channel:message')];
    const seenOne = record(one, 'channel:message');
    const seenTwo = record(two, 'channel:message');
    await plain.api.post(`${API}/channels/leave/${channel.id}`);
    await send(owner, channel.id, 'gone');
    await settle();
    expect([heard, seenOne, seenTwo]).toEqual([[], [], []]);
  });

  test('deleting a channel empties its room and tells every member', async () => {
    const channel = await staffed('public');
    const room = `channel:${channel.id}`;
    const [o, p] = await Promise.all([connect(owner.token), connect(plain.token)]);
    await join(o, room);
    await join(p, room);
    const told = next<ChannelMembershipEvent>(p, 'channel:membership');
    const rooms = async () => (await app.io.in(room).fetchSockets()).length;
    expect(await rooms()).toBe(2);
    await owner.api.inject({ method: 'DELETE', url: `${API}/channels/delete/${channel.id}` });
    expect(await told).toEqual({ channel_id: channel.id, change: 'deleted' });
    expect(await rooms()).toBe(0);
    expect(await join(p, room)).toMatchObject({ ok: false });
  });

  test('someone added hears channel:membership added on their own sockets', async () => {
    const channel = await staffed('private');
    const socket = await connect(outsider.token);
    const told = next<ChannelMembershipEvent>(socket, 'channel:membership');
    await owner.api.post(`${API}/channels/add-member/${channel.id}`, { user_id: outsider.id });
    expect(await told).toEqual({ channel_id: channel.id, change: 'added' });
    expect(await join(socket, `channel:${channel.id}`)).toEqual({ ok: true });
  });
});
