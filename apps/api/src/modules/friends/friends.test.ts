import type { CommunityProfile } from '@souq/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { API, type Member, member, publish } from '../../../test/community.ts';
import { multipart } from '../../../test/multipart.ts';
import type { App } from '../../app.ts';
import { communityProfiles, follows, friendships } from './friends.table.ts';

let app: App;
let ann: Member;
let bob: Member;

beforeAll(async () => {
  app = await buildTestApp();
  [ann, bob] = await Promise.all([member(app, 'Ann'), member(app, 'Bob')]);
});
afterAll(() => app.close());

const profileOf = async (viewer: Member, userId: number) =>
  (await viewer.api.get(`${API}/community/profile/${userId}`)).json().data as CommunityProfile;
const call = (m: Member, method: 'POST' | 'DELETE', path: string, payload?: object) =>
  m.api.inject({ method, url: `${API}${path}`, ...(payload ? { payload } : {}) });

describe('profiles', () => {
  test('401 without a session; 404 for an unknown user', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `${API}/community/profile/1` })).statusCode,
    ).toBe(401);
    expect((await ann.api.get(`${API}/community/profile/99999999`)).statusCode).toBe(404);
  });

  test('name, counts and about; the owner edits about and the others see it', async () => {
    await publish(app, bob, { content: 'Hello' });
    const saved = await bob.api.post(`${API}/community/profile/update`, {
      bio: 'Dates trader',
      work: 'Al Noor Dates',
      education: 'King Saud University',
      places_lived: 'Riyadh',
      contact_info: 'bob@example.com',
    });
    expect(saved.statusCode).toBe(200);
    const seen = await profileOf(ann, bob.id);
    expect(seen).toMatchObject({
      user: { id: bob.id, name: 'Bob' },
      bio: 'Dates trader',
      about: {
        work: 'Al Noor Dates',
        education: 'King Saud University',
        places_lived: 'Riyadh',
        contact_info: 'bob@example.com',
      },
      posts_count: 1,
      relationship: 'none',
      is_following: false,
    });
    expect((await profileOf(bob, bob.id)).relationship).toBe('self');
    const tooLong = await bob.api.post(`${API}/community/profile/update`, {
      work: 'x'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['work']);
  });
});

describe('cover picture', () => {
  test('the owner sets, replaces and removes the cover; the replaced file is deleted', async () => {
    const png = (background: string) =>
      sharp({ create: { width: 1200, height: 400, channels: 3, background } })
        .png()
        .toBuffer();
    const upload = async (color: string) => {
      const res = await ann.api.post(
        `${API}/community/profile/update`,
        multipart({
          cover: { filename: 'c.png', contentType: 'image/png', data: await png(color) },
        }),
      );
      expect(res.statusCode).toBe(200);
      return (res.json().data as CommunityProfile).cover_url!;
    };
    const first = await upload('#123456');
    expect(first).toMatch(/\/media\/covers\/\d{4}\/[0-9a-f]{32}-1600\.webp$/);
    expect((await app.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(
      200,
    );
    const second = await upload('#654321');
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(
      404,
    );
    expect((await profileOf(bob, ann.id)).cover_url).toBe(second);
    const text = await ann.api.post(
      `${API}/community/profile/update`,
      multipart({
        cover: { filename: 'c.png', contentType: 'image/png', data: Buffer.from('nope') },
      }),
    );
    expect(text.statusCode).toBe(415);
    const removed = await ann.api.post(`${API}/community/profile/update`, { remove_cover: true });
    expect(removed.json().data.cover_url).toBeNull();
    expect((await app.inject({ method: 'GET', url: new URL(second).pathname })).statusCode).toBe(
      404,
    );
  });
});

describe('friend requests', () => {
  test('request → accept → friends; counts on both; remove ends it', async () => {
    const [a, b] = await Promise.all([member(app, 'Asker'), member(app, 'Answerer')]);
    const sent = await call(a, 'POST', `/friends/request/${b.id}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.relationship).toBe('request_sent');
    expect((await profileOf(b, a.id)).relationship).toBe('request_received');
    expect((await call(a, 'POST', `/friends/request/${b.id}`)).json().code).toBe(
      'friends.already-requested',
    );
    const requests = (await b.api.get(`${API}/friends/requests`)).json();
    expect(requests.data.map((f: { user: { id: number } }) => f.user.id)).toEqual([a.id]);
    // Only the one asked can accept.
    expect((await call(a, 'POST', `/friends/accept/${b.id}`)).statusCode).toBe(404);
    const accepted = await call(b, 'POST', `/friends/accept/${a.id}`);
    expect(accepted.json().data).toMatchObject({ relationship: 'friends', friends_count: 1 });
    expect((await profileOf(a, a.id)).friends_count).toBe(1);
    expect((await call(b, 'POST', `/friends/request/${a.id}`)).json().code).toBe(
      'friends.already-friends',
    );
    const list = (await a.api.get(`${API}/friends/${b.id}?q=ask`)).json();
    expect(list.data.map((f: { user: { id: number } }) => f.user.id)).toEqual([a.id]);
    expect((await a.api.get(`${API}/friends/${b.id}?q=zzz`)).json().data).toEqual([]);
    const removed = await call(a, 'DELETE', `/friends/${b.id}`);
    expect(removed.json().data).toMatchObject({ relationship: 'none', friends_count: 0 });
    expect((await profileOf(b, b.id)).friends_count).toBe(0);
    expect((await call(a, 'DELETE', `/friends/${b.id}`)).statusCode).toBe(404);
  });

  test('decline drops the request; asking back while one waits accepts it', async () => {
    const [a, b] = await Promise.all([member(app, 'A2'), member(app, 'B2')]);
    await call(a, 'POST', `/friends/request/${b.id}`);
    expect((await call(b, 'POST', `/friends/decline/${a.id}`)).json().data.relationship).toBe(
      'none',
    );
    expect((await call(b, 'POST', `/friends/decline/${a.id}`)).statusCode).toBe(404);
    await call(a, 'POST', `/friends/request/${b.id}`);
    const back = await call(b, 'POST', `/friends/request/${a.id}`);
    expect(back.json().data.relationship).toBe('friends');
    expect((await call(a, 'POST', `/friends/request/${a.id}`)).statusCode).toBe(409);
  });

  test('two people asking each other at once end with one row for the pair', async () => {
    const [a, b] = await Promise.all([member(app, 'Race A'), member(app, 'Race B')]);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? call(a, 'POST', `/friends/request/${b.id}`)
          : call(b, 'POST', `/friends/request/${a.id}`),
      ),
    );
    const all = await app.db.select().from(friendships);
    const pair = all.filter(
      (r) => [r.requesterId, r.addresseeId].sort().join() === [a.id, b.id].sort().join(),
    );
    expect(pair).toHaveLength(1);
    const [pa] = await app.db
      .select()
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, a.id));
    expect(pa?.friendsCount ?? 0).toBe(pair[0]!.status === 'accepted' ? 1 : 0);
  });
});

describe('follow', () => {
  test('toggle follows and unfollows; follow:true is idempotent', async () => {
    const [a, b] = await Promise.all([member(app, 'Follower'), member(app, 'Star')]);
    const on = await call(a, 'POST', `/follow/${b.id}`);
    expect(on.json().data).toMatchObject({ is_following: true, followers_count: 1 });
    const off = await call(a, 'POST', `/follow/${b.id}`);
    expect(off.json().data).toMatchObject({ is_following: false, followers_count: 0 });
    for (let i = 0; i < 3; i++) {
      const set = await call(a, 'POST', `/follow/${b.id}`, { follow: true });
      expect(set.json().data).toMatchObject({ is_following: true, followers_count: 1 });
    }
    expect((await profileOf(a, a.id)).following_count).toBe(1);
    expect((await call(a, 'POST', `/follow/${a.id}`)).statusCode).toBe(409);
  });

  test('many concurrent follows and toggles keep one row and counters equal to the rows', async () => {
    const star = await member(app, 'Busy Star');
    const fans = await Promise.all([1, 2, 3, 4].map((i) => member(app, `Fan ${i}`)));
    // follow:true from everyone many times at once: exactly one row each.
    await Promise.all(
      fans.flatMap((fan) =>
        Array.from({ length: 6 }, () => call(fan, 'POST', `/follow/${star.id}`, { follow: true })),
      ),
    );
    let rows = await app.db.select().from(follows).where(eq(follows.followeeId, star.id));
    expect(rows).toHaveLength(4);
    expect((await profileOf(star, star.id)).followers_count).toBe(4);
    // Five concurrent toggles each (an odd number): everyone ends unfollowed.
    await Promise.all(
      fans.flatMap((fan) =>
        Array.from({ length: 5 }, () => call(fan, 'POST', `/follow/${star.id}`)),
      ),
    );
    rows = await app.db.select().from(follows).where(eq(follows.followeeId, star.id));
    expect(rows).toHaveLength(0);
    const profile = await profileOf(star, star.id);
    expect(profile.followers_count).toBe(0);
    for (const fan of fans) expect((await profileOf(fan, fan.id)).following_count).toBe(0);
  });
});

describe('blocks', () => {
  test('blocked people see nothing of each other: profile, friends, requests, follows', async () => {
    const [a, b, c] = await Promise.all([
      member(app, 'Blocker'),
      member(app, 'Blocked'),
      member(app, 'Mutual'),
    ]);
    await call(c, 'POST', `/friends/request/${b.id}`);
    await call(b, 'POST', `/friends/accept/${c.id}`);
    expect((await a.api.post(`${API}/blocks/${b.id}`)).statusCode).toBe(200);
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await viewer.api.get(`${API}/community/profile/${other.id}`)).statusCode).toBe(404);
      expect((await viewer.api.get(`${API}/friends/${other.id}`)).statusCode).toBe(404);
      expect((await call(viewer, 'POST', `/friends/request/${other.id}`)).statusCode).toBe(404);
      expect((await call(viewer, 'POST', `/follow/${other.id}`)).statusCode).toBe(404);
    }
    // c's friend list shows b to c, not to a.
    const seenByA = (await a.api.get(`${API}/friends/${c.id}`)).json().data;
    expect(seenByA).toEqual([]);
    const seenByC = (await c.api.get(`${API}/friends/${c.id}`)).json().data;
    expect(seenByC.map((f: { user: { id: number } }) => f.user.id)).toEqual([b.id]);
  });
});
