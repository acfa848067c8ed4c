import type { ChannelDetails } from '@souq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postAd } from '../../test/ad-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, type Member, member } from '../../test/community.ts';
import type { App } from '../app.ts';

let app: App;
let owner: Member;
let blocker: Member;
let blocked: Member;
let spammer: Member;

beforeAll(async () => {
  app = await buildTestApp({
    CHANNEL_CREATE_RATE_LIMIT_MAX: '3',
    CHANNEL_MEMBER_RATE_LIMIT_MAX: '4',
    WISHLIST_TOGGLE_RATE_LIMIT_MAX: '5',
  });
  [owner, blocker, blocked, spammer] = await Promise.all([
    member(app, 'Owner'),
    member(app, 'Blocker'),
    member(app, 'Blocked'),
    member(app, 'Spammer'),
  ]);
});
afterAll(async () => {
  await app.close();
});

const create = async (by: Member, name: string) => {
  const res = await by.api.post(`${API}/channels/create`, { name, visibility: 'private' });
  if (res.statusCode !== 201) throw new Error(`not created: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: ChannelDetails }).data;
};

test('a person who blocked the admin cannot be pulled into their private channel (and the other way)', async () => {
  const channel = await create(owner, 'Blocks');
  expect(
    (await blocker.api.inject({ method: 'POST', url: `${API}/blocks/${owner.id}` })).statusCode,
  ).toBeLessThan(300);
  const theirs = await owner.api.post(`${API}/channels/add-member/${channel.id}`, {
    user_id: blocker.id,
  });
  expect(theirs.statusCode).toBe(422);
  expect(theirs.json().code).toBe('channels.user-not-found');

  expect(
    (await owner.api.inject({ method: 'POST', url: `${API}/blocks/${blocked.id}` })).statusCode,
  ).toBeLessThan(300);
  const mine = await owner.api.post(`${API}/channels/add-member/${channel.id}`, {
    user_id: blocked.id,
  });
  expect(mine.statusCode).toBe(422);

  const details = await owner.api.get(`${API}/channels/details/${channel.id}`);
  const data = (details.json() as { data: ChannelDetails }).data;
  expect(data.members_count).toBe(1);
  for (const who of [blocker, blocked]) {
    expect((await who.api.get(`${API}/channels/details/${channel.id}`)).statusCode).toBe(404);
  }
});

test('creating channels is limited per account, before the body is read (429 with Retry-After)', async () => {
  for (let i = 0; i < 3; i += 1) await create(spammer, `Spam ${i}`);
  const refused = await spammer.api.post(`${API}/channels/create`, { name: 'Spam 3' });
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  // Even an invalid body is refused by the limit first (nothing parsed or stored).
  const invalid = await spammer.api.post(`${API}/channels/create`, { name: '' });
  expect(invalid.statusCode).toBe(429);
  const mine = await spammer.api.get(`${API}/channels/my-channels`);
  expect(mine.json().meta.total).toBe(3);
  // Another account is not held by it.
  await create(owner, 'Not held');
});

test('adding people to channels is limited per account (429)', async () => {
  const channel = await create(blocker, 'Adds');
  const people = await Promise.all([1, 2, 3, 4, 5].map((i) => member(app, `Person ${i}`)));
  const answers = [];
  for (const person of people) {
    answers.push(
      (await blocker.api.post(`${API}/channels/add-member/${channel.id}`, { user_id: person.id }))
        .statusCode,
    );
  }
  expect(answers).toEqual([200, 200, 200, 200, 429]);
  const details = await blocker.api.get(`${API}/channels/details/${channel.id}`);
  expect((details.json() as { data: ChannelDetails }).data.members_count).toBe(5);
});

test('wish-list toggles are limited per account (429), so a saves_count cannot be pumped', async () => {
  const adId = (await postAd(app, owner.token)).id;
  const codes = [];
  for (let i = 0; i < 6; i += 1) {
    codes.push(
      (await spammer.api.post(`${API}/wishlist/toggle`, { type: 'ad', id: adId })).statusCode,
    );
  }
  expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
});

test('joining a public channel while its owner deletes it answers 404, never 500', async () => {
  const [deleter, joiner] = await Promise.all([member(app, 'Deleter'), member(app, 'Joiner')]);
  const res = await deleter.api.post(`${API}/channels/create`, {
    name: 'Going',
    visibility: 'public',
  });
  const { id } = (res.json() as { data: ChannelDetails }).data;
  // The deletion's transaction is held open while the join arrives (on PostgreSQL the join reads
  // the channel, then waits on the conversation's row until the deletion commits).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let deleted: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    deleted = resolve;
  });
  const deleting = app.db.transaction(async (tx) => {
    await tx.execute(sql`delete from channels where id = ${id}`);
    await tx.execute(sql`delete from conversations where id = ${id}`);
    deleted();
    await held;
  });
  // PGlite runs one transaction at a time: there the join simply comes after the deletion.
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 300))]);
  const join = joiner.api.post(`${API}/channels/join/${id}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  await deleting;
  expect((await join).statusCode).toBe(404);
});
