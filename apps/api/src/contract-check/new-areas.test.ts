/**
 * Wish list, account area, channels, notifications and referrals as `/work/shared/API.md` and
 * the issues (#16, #17, #18, #20) promise them, through HTTP only. Paths are written out as the
 * contract document spells them, not taken from the endpoint maps, so that a drift shows here.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photo, postAd } from '../../test/ad-factories.ts';
import { acceptedBid, postAuction, setAuctionTimes } from '../../test/auction-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, placeOf, TEST_PASSWORD, type TestAccount } from '../../test/factories.ts';
import { applyOk, postJob } from '../../test/job-factories.ts';
import { multipart } from '../../test/multipart.ts';
import { grantPoints, registerThrough, uniquePhone } from '../../test/referral-factories.ts';
import type { App } from '../app.ts';

const API = '/api/v1';
const ARABIC = /[\u0600-\u06FF]/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

// biome-ignore lint/suspicious/noExplicitAny: answers are read as an outside client reads JSON
type Json = Record<string, any>;
interface Call {
  token?: string;
  body?: object;
  /** A `multipart()` body instead of JSON. */
  form?: { payload: Buffer; headers: Record<string, string> };
  lang?: string;
}

let app: App;

const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, options: Call = {}) => {
  const headers: Record<string, string> = {
    'accept-language': options.lang ?? 'en',
    ...options.form?.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.form?.payload ?? options.body;
  const res = await app.inject({
    method,
    url: `${API}${path}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json, raw: res.body };
};
const get = (path: string, token: string, lang?: 'en' | 'ar') => call('GET', path, { token, lang });
const post = (path: string, token: string, body: object = {}, lang?: 'en' | 'ar') =>
  call('POST', path, { token, body, lang });

/** `data` of an answer with the expected status (the body in the failure message otherwise). */
const dataOf = (res: { status: number; body: Json; raw: string }, status = 200) => {
  expect(res.status, res.raw).toBe(status);
  return res.body.data;
};

const expectUser = (user: Json) => {
  expect(Object.keys(user).sort()).toEqual(expect.arrayContaining(['id', 'name', 'photo', 'type']));
  expect(Number.isInteger(user.id)).toBe(true);
  expect(typeof user.name).toBe('string');
  expect(user.photo === null || /^https?:\/\//.test(user.photo)).toBe(true);
  expect(['user', 'company']).toContain(user.type);
};
const expectMeta = (meta: Json) => {
  for (const key of ['current_page', 'last_page', 'per_page', 'total']) {
    expect(Number.isInteger(meta[key]), key).toBe(true);
  }
};
const expectError = (body: Json, code?: string) => {
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.code).toMatch(/^[a-z-]+\.[a-z0-9.-]+$/);
  if (code) expect(body.code).toBe(code);
};

/** Every route of the five areas, exactly as API.md (and the account area's issue) name them. */
const ROUTES: Array<['GET' | 'POST' | 'DELETE', string]> = [
  ['GET', '/wishlist'],
  ['POST', '/wishlist/toggle'],
  ['POST', '/change-password'],
  ['POST', '/channels/create'],
  ['POST', '/channels/update/1'],
  ['POST', '/channels/join/1'],
  ['POST', '/channels/leave/1'],
  ['DELETE', '/channels/delete/1'],
  ['POST', '/channels/add-member/1'],
  ['POST', '/channels/remove-member/1'],
  ['POST', '/channels/send-message'],
  ['GET', '/channels/messages/1'],
  ['GET', '/channels/my-channels'],
  ['GET', '/channels/public-channels'],
  ['GET', '/channels/details/1'],
  ['GET', '/notifications'],
  ['POST', '/notifications/read'],
  ['GET', '/notifications/unread-count'],
  ['GET', '/referrals/get-invite-link'],
  ['GET', '/referrals/balance'],
  ['GET', '/referrals/rewards'],
  ['POST', '/referrals/rewards/1/redeem'],
];
/** A body wrong in every field any of these routes reads. */
const BAD_BODY = {
  type: 'car',
  id: 'x',
  name: '',
  visibility: 'secret',
  user_id: 'abc',
  channel_id: 'abc',
  ids: 'x',
  all: 'yes',
  ad_id: 'x',
  current_password: 7,
};

/** One account per name, each with a phone of its own (registered at once). */
const people = <const T extends readonly string[]>(names: T) =>
  Promise.all(names.map((name) => createUser(app, { name, phone: uniquePhone() }))) as Promise<{
    [K in keyof T]: TestAccount;
  }>;

let seller: TestAccount;
let company: TestAccount;
let shopper: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  [seller, company, shopper] = await Promise.all([
    createUser(app, { phone: uniquePhone() }),
    createUser(app, { type: 'company', phone: uniquePhone() }),
    createUser(app, { phone: uniquePhone() }),
  ]);
});
afterAll(() => app.close());

describe('conventions', () => {
  test('every route answers 401 without a token (or with a bad one) before reading the body, in the request language', async () => {
    for (const [method, path] of ROUTES) {
      const body = method === 'GET' ? undefined : BAD_BODY;
      const anonymous = await call(method, path, { body });
      expect(anonymous.status, `${method} ${path}: ${anonymous.raw}`).toBe(401);
      expectError(anonymous.body);
      const bad = await call(method, path, { body, token: 'x'.repeat(40) });
      expect(bad.status, `${method} ${path} with a bad token`).toBe(401);
    }
    // A bad id in the path is not read either.
    expect((await call('GET', '/channels/details/abc')).status).toBe(401);
    const ar = await call('POST', '/wishlist/toggle', { body: BAD_BODY, lang: 'ar' });
    expect(ar.status).toBe(401);
    expect(ar.body.message).toMatch(ARABIC);
    // The first part of the tag decides; anything else is English.
    const arSa = await call('GET', '/notifications', { lang: 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect(arSa.body.message).toMatch(ARABIC);
    const fr = await call('GET', '/notifications', { lang: 'fr-FR' });
    expect(fr.body.message).not.toMatch(ARABIC);
    expect(fr.body.message).toBe((await call('GET', '/notifications')).body.message);
  });

  test('ids in paths are integers: anything else is a 422 on that field', async () => {
    for (const path of ['/channels/details/abc', '/channels/messages/1.5', '/channels/details/0']) {
      const res = await get(path, shopper.token, 'ar');
      expect(res.status, `${path}: ${res.raw}`).toBe(422);
      expectError(res.body);
      expect(Object.keys(res.body.errors)).toContain('id');
    }
  });

  test('the web client’s multipart/form-data is read like JSON', async () => {
    const ad = await postAd(app, seller.token);
    const saved = await call('POST', '/wishlist/toggle', {
      token: shopper.token,
      form: multipart({ type: 'ad', id: ad.id }),
    });
    expect(dataOf(saved)).toEqual({ saved: true });
    dataOf(await post('/wishlist/toggle', shopper.token, { type: 'ad', id: ad.id }));
    const channel = dataOf(
      await call('POST', '/channels/create', {
        token: shopper.token,
        form: multipart({ name: 'Form channel', visibility: 'private', image: await photo() }),
      }),
      201,
    );
    expect(channel).toMatchObject({ name: 'Form channel', visibility: 'private' });
    expect(channel.image).toMatch(/^https?:\/\//);
    const added = await call('POST', `/channels/add-member/${channel.id}`, {
      token: shopper.token,
      form: multipart({ user_id: seller.account.id }),
    });
    expect(dataOf(added).members_count).toBe(2);
    const sent = await call('POST', '/channels/send-message', {
      token: seller.token,
      form: multipart({ channel_id: channel.id, body: 'from a form' }),
    });
    expect(dataOf(sent, 201).body).toBe('from a form');
  });

  test('422 with `errors` per field, localised', async () => {
    const cases: Array<[string, object, string[]]> = [
      ['/wishlist/toggle', { type: 'car', id: 'x' }, ['id', 'type']],
      ['/change-password', {}, ['current_password', 'password']],
      ['/channels/create', { name: '', visibility: 'secret' }, ['name', 'visibility']],
      ['/channels/send-message', { channel_id: 'x', body: 'hi' }, ['channel_id']],
      ['/referrals/rewards/1/redeem', { ad_id: 'x' }, ['ad_id']],
    ];
    for (const [path, body, fields] of cases) {
      for (const lang of ['en', 'ar'] as const) {
        const res = await post(path, shopper.token, body, lang);
        expect(res.status, `${path}: ${res.raw}`).toBe(422);
        expectError(res.body);
        expect(Object.keys(res.body.errors), path).toEqual(expect.arrayContaining(fields));
        for (const messages of Object.values(res.body.errors as Record<string, string[]>)) {
          expect(messages.length).toBeGreaterThan(0);
          if (lang === 'ar') expect(messages[0]).toMatch(ARABIC);
        }
        if (lang === 'ar') expect(res.body.message).toMatch(ARABIC);
      }
    }
    const channel = await post('/channels/create', shopper.token, { name: 'Field checks' });
    const channelId = dataOf(channel, 201).id;
    const member = await post(`/channels/add-member/${channelId}`, shopper.token, {
      user_id: 'abc',
    });
    expect(member.status).toBe(422);
    expect(Object.keys(member.body.errors)).toContain('user_id');
    const read = await post('/notifications/read', shopper.token, { ids: 'x' });
    expect(read.status, read.raw).toBe(422);
    expectError(read.body);
    expect(read.body.errors).toBeDefined();
  });
});

describe('wish list', () => {
  test('toggle saves and removes ({saved}); the list is paged, newest saved first, filtered by type, per_page clamped', async () => {
    const ad = await postAd(app, seller.token);
    const job = await postJob(app, company.token);
    const auction = await postAuction(app, seller.token);
    const fan = await createUser(app, { phone: uniquePhone() });

    expect(await post('/wishlist/toggle', fan.token, { type: 'ad', id: ad.id })).toMatchObject({
      status: 200,
      body: { data: { saved: true } },
    });
    const toggled = await post('/wishlist/toggle', fan.token, { type: 'ad', id: ad.id });
    expect(toggled.body.data).toEqual({ saved: false });
    const arToggle = await post('/wishlist/toggle', fan.token, { type: 'ad', id: ad.id }, 'ar');
    expect(arToggle.body.message).toMatch(ARABIC);
    dataOf(await post('/wishlist/toggle', fan.token, { type: 'ad', id: ad.id }));
    // Pairs cancel out: an even number of toggles leaves it as it was.
    for (let i = 0; i < 3; i++) {
      await post('/wishlist/toggle', fan.token, { type: 'ad', id: ad.id });
    }
    expect(dataOf(await get('/wishlist', fan.token)).map((e: Json) => e.type)).toEqual(['ad']);
    for (const [type, id] of [
      ['job', job.id],
      ['auction', auction.id],
    ] as const) {
      expect(dataOf(await post('/wishlist/toggle', fan.token, { type, id }))).toEqual({
        saved: true,
      });
    }

    const all = await get('/wishlist', fan.token);
    expect(all.status).toBe(200);
    expectMeta(all.body.meta);
    expect(all.body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    expect(all.body.meta.per_page).toBe(10);
    const entries = all.body.data as Json[];
    expect(entries.map((e) => [e.type, e.item.id])).toEqual([
      ['auction', auction.id],
      ['job', job.id],
      ['ad', ad.id],
    ]);
    for (const entry of entries) {
      expect(entry.saved_at).toMatch(ISO);
      expect(Number.isInteger(entry.item.id)).toBe(true);
    }
    expect(
      dataOf(await get('/wishlist?type=all', fan.token)).map((e: Json) => e.type),
    ).toHaveLength(3);
    // Not in API.md: an unknown type lists everything, as paging values are clamped, not refused.
    expect((await get('/wishlist?type=car', fan.token)).body.meta.total).toBe(3);
    for (const type of ['ad', 'job', 'auction']) {
      const only = await get(`/wishlist?type=${type}`, fan.token);
      expect(only.body.data.map((e: Json) => e.type)).toEqual([type]);
      expect(only.body.meta.total).toBe(1);
    }
    const one = await get('/wishlist?per_page=1&page=2', fan.token);
    expect(one.body.meta).toMatchObject({ current_page: 2, last_page: 3, per_page: 1, total: 3 });
    expect(one.body.data.map((e: Json) => e.type)).toEqual(['job']);
    expect((await get('/wishlist?per_page=0', fan.token)).body.meta.per_page).toBe(1);
    expect((await get('/wishlist?per_page=500', fan.token)).body.meta.per_page).toBe(50);
  });

  test('20 toggles at once end consistent: saved exactly when an odd number won', async () => {
    const ad = await postAd(app, seller.token);
    const fan = await createUser(app, { phone: uniquePhone() });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/wishlist/toggle', fan.token, { type: 'ad', id: ad.id }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.data.saved)).toHaveLength(10);
    expect((await get('/wishlist', fan.token)).body.meta.total).toBe(0);
  });

  test('404 for an item that is missing or that the user cannot see; one’s own item is refused', async () => {
    for (const type of ['ad', 'job', 'auction']) {
      const missing = await post(
        '/wishlist/toggle',
        shopper.token,
        { type, id: 999_999_999 },
        'ar',
      );
      expect(missing.status).toBe(404);
      expectError(missing.body);
      expect(missing.body.message).toMatch(ARABIC);
    }
    const archived = await postAd(app, seller.token);
    dataOf(
      await post(`/advertisements/${archived.id}/status`, seller.token, { status: 'archived' }),
    );
    expect(
      (await post('/wishlist/toggle', shopper.token, { type: 'ad', id: archived.id })).status,
    ).toBe(404);
    // Not in API.md: saving one's own item is a 403 (the web hides the heart on them).
    const own = await postAd(app, shopper.token);
    const mine = await post('/wishlist/toggle', shopper.token, { type: 'ad', id: own.id });
    expect(mine.status).toBe(403);
    expectError(mine.body, 'wishlist.own-item');
  });

  test('sold, closed and ended items stay listed with their status; a deleted one is listed with item null', async () => {
    const fan = await createUser(app, { phone: uniquePhone() });
    const sold = await postAd(app, seller.token);
    const deleted = await postAd(app, seller.token);
    const job = await postJob(app, company.token);
    const auction = await postAuction(app, seller.token);
    for (const [type, id] of [
      ['ad', sold.id],
      ['ad', deleted.id],
      ['job', job.id],
      ['auction', auction.id],
    ] as const) {
      dataOf(await post('/wishlist/toggle', fan.token, { type, id }));
    }
    dataOf(await post(`/advertisements/${sold.id}/status`, seller.token, { status: 'sold' }));
    dataOf(await post(`/jobs/update/${job.id}`, company.token, { status: 'closed' }));
    await setAuctionTimes(app, auction.id, { startsIn: -2 * 3_600_000, endsIn: -60_000 });
    const del = await call('DELETE', `/advertisements/delete/${deleted.id}`, {
      token: seller.token,
    });
    expect(del.status, del.raw).toBe(200);

    const entries = dataOf(await get('/wishlist', fan.token)) as Json[];
    expect(entries).toHaveLength(4);
    const byKey = (type: string, id: number) =>
      entries.find((e) => e.type === type && (e.item?.id ?? e.id) === id)!;
    expect(byKey('ad', sold.id).item.status).toBe('sold');
    expect(byKey('job', job.id).item.status).toBe('closed');
    expect(byKey('auction', auction.id).item.state).toBe('ended');
    const goneJob = await postJob(app, company.token);
    const goneAuction = await postAuction(app, seller.token);
    dataOf(await post('/wishlist/toggle', fan.token, { type: 'job', id: goneJob.id }));
    dataOf(await post('/wishlist/toggle', fan.token, { type: 'auction', id: goneAuction.id }));
    dataOf(await call('DELETE', `/jobs/delete/${goneJob.id}`, { token: company.token }));
    dataOf(await call('DELETE', `/auctions/delete/${goneAuction.id}`, { token: seller.token }));
    const withDeleted = dataOf(await get('/wishlist?per_page=50', fan.token)) as Json[];
    expect(withDeleted.slice(0, 2).map((e) => [e.type, e.item])).toEqual([
      ['auction', null],
      ['job', null],
    ]);
    const gone = byKey('ad', deleted.id);
    expect(gone).toBeDefined();
    expect(gone.item).toBeNull();
    expect(gone.saved_at).toMatch(ISO);
    // Removing a deleted item still works.
    expect(
      dataOf(await post('/wishlist/toggle', fan.token, { type: 'ad', id: deleted.id })),
    ).toEqual({ saved: false });
  });
});

describe('account area', () => {
  test('change password: the current one is required, other sessions end, this one stays', async () => {
    const me = await createUser(app, { phone: uniquePhone() });
    const other = await call('POST', '/login', {
      body: { email: me.email, password: me.password },
    });
    const otherToken = dataOf(other).token as string;
    const next = 'Copper-Heron-Valley-77';

    const missing = await post('/change-password', me.token, {
      password: next,
      password_confirmation: next,
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toContain('current_password');
    const wrong = await post(
      '/change-password',
      me.token,
      { current_password: 'Not-The-Password-1', password: next, password_confirmation: next },
      'ar',
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toContain('current_password');
    expect(wrong.body.message).toMatch(ARABIC);
    expect((await get('/profile', otherToken)).status).toBe(200);

    const changed = await post('/change-password', me.token, {
      current_password: TEST_PASSWORD,
      password: next,
      password_confirmation: next,
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(typeof changed.body.message).toBe('string');
    expect((await get('/profile', me.token)).status).toBe(200);
    expect((await get('/profile', otherToken)).status).toBe(401);
    expect(
      (await call('POST', '/login', { body: { email: me.email, password: TEST_PASSWORD } })).status,
    ).not.toBe(200);
    dataOf(await call('POST', '/login', { body: { email: me.email, password: next } }));
  });
});

describe('channels', () => {
  let owner: TestAccount;
  let admin: TestAccount;
  let member: TestAccount;
  let outsider: TestAccount;

  beforeAll(async () => {
    [owner, admin, member, outsider] = await people(['Owner', 'Admin', 'Member', 'Outsider']);
  });

  /** A channel of `owner` with `admin` and `member` in it. */
  const channelWithRoles = async (visibility: 'public' | 'private', name: string) => {
    const created = dataOf(
      await post('/channels/create', owner.token, {
        name,
        description: 'About it',
        visibility,
      }),
      201,
    );
    for (const who of [admin, member]) {
      dataOf(
        await post(`/channels/add-member/${created.id}`, owner.token, { user_id: who.account.id }),
      );
    }
    dataOf(
      await post(`/channels/set-role/${created.id}`, owner.token, {
        user_id: admin.account.id,
        role: 'admin',
      }),
    );
    return created as Json;
  };

  test('a channel has name, description, image, visibility, members_count and the caller’s role', async () => {
    const created = await channelWithRoles('public', 'Fields channel');
    expect(Number.isInteger(created.id)).toBe(true);
    expect(created).toMatchObject({
      name: 'Fields channel',
      description: 'About it',
      image: null,
      visibility: 'public',
      members_count: 1,
      role: 'owner',
    });
    const details = dataOf(await get(`/channels/details/${created.id}`, member.token));
    expect(details).toMatchObject({ members_count: 3, role: 'member', visibility: 'public' });
    for (const m of details.members) expectUser(m.user);
    expect(Object.fromEntries(details.members.map((m: Json) => [m.user.id, m.role]))).toEqual({
      [owner.account.id]: 'owner',
      [admin.account.id]: 'admin',
      [member.account.id]: 'member',
    });
    expect(
      (await get(`/channels/details/${created.id}`, outsider.token)).body.data.role,
    ).toBeNull();
  });

  test('permission matrix: owner / admin / member / outsider × public / private', async () => {
    for (const visibility of ['public', 'private'] as const) {
      const channel = await channelWithRoles(visibility, `Matrix ${visibility}`);
      const id = channel.id as number;
      const hidden = visibility === 'private';
      const forOutsider = hidden ? 404 : 403;

      // Reading.
      for (const who of [owner, admin, member]) {
        expect((await get(`/channels/details/${id}`, who.token)).status).toBe(200);
        expect((await get(`/channels/messages/${id}`, who.token)).status).toBe(200);
      }
      const outsideDetails = await get(`/channels/details/${id}`, outsider.token, 'ar');
      expect(outsideDetails.status).toBe(hidden ? 404 : 200);
      if (hidden) expect(outsideDetails.body.message).toMatch(ARABIC);
      else expect(outsideDetails.body.data.members ?? null).toBeNull();
      expect((await get(`/channels/messages/${id}`, outsider.token)).status).toBe(forOutsider);

      // Sending: members only.
      for (const who of [owner, admin, member]) {
        const sent = await post('/channels/send-message', who.token, {
          channel_id: id,
          body: `hello from ${who.account.name}`,
        });
        const message = dataOf(sent, 201);
        expect(message).toMatchObject({
          body: `hello from ${who.account.name}`,
          sender_id: who.account.id,
        });
        expect(message.created_at).toMatch(ISO);
      }
      expect(
        (await post('/channels/send-message', outsider.token, { channel_id: id, body: 'hi' }))
          .status,
      ).toBe(forOutsider);
      const page = dataOf(await get(`/channels/messages/${id}`, member.token)) as Json[];
      expect(page.map((m) => m.body)).toHaveLength(3);

      // Updating: owner and admins.
      expect(
        (await post(`/channels/update/${id}`, member.token, { description: 'x' })).status,
      ).toBe(403);
      expect(
        (await post(`/channels/update/${id}`, outsider.token, { description: 'x' })).status,
      ).toBe(forOutsider);
      expect(
        dataOf(await post(`/channels/update/${id}`, admin.token, { description: 'By the admin' }))
          .description,
      ).toBe('By the admin');

      // Members: owner and admins add; admins remove members only.
      const extra = await createUser(app, { phone: uniquePhone() });
      expect(
        (await post(`/channels/add-member/${id}`, member.token, { user_id: extra.account.id }))
          .status,
      ).toBe(403);
      expect(
        (await post(`/channels/add-member/${id}`, outsider.token, { user_id: extra.account.id }))
          .status,
      ).toBe(forOutsider);
      expect(
        dataOf(await post(`/channels/add-member/${id}`, admin.token, { user_id: extra.account.id }))
          .members_count,
      ).toBe(4);
      expect(
        (await post(`/channels/remove-member/${id}`, member.token, { user_id: extra.account.id }))
          .status,
      ).toBe(403);
      expect(
        (await post(`/channels/remove-member/${id}`, admin.token, { user_id: owner.account.id }))
          .status,
      ).toBe(403);
      expect(
        dataOf(
          await post(`/channels/remove-member/${id}`, admin.token, { user_id: extra.account.id }),
        ).members_count,
      ).toBe(3);
      expect((await get(`/channels/messages/${id}`, extra.token)).status).toBe(forOutsider);

      // Joining: anyone a public channel, nobody a private one.
      const joined = await post(`/channels/join/${id}`, outsider.token);
      expect(joined.status).toBe(hidden ? 404 : 200);
      if (!hidden) {
        expect(joined.body.data).toMatchObject({ role: 'member', members_count: 4 });
        dataOf(await post(`/channels/leave/${id}`, outsider.token));
      }

      // Deleting: the owner only; the owner cannot leave.
      expect((await call('DELETE', `/channels/delete/${id}`, { token: admin.token })).status).toBe(
        403,
      );
      expect((await call('DELETE', `/channels/delete/${id}`, { token: member.token })).status).toBe(
        403,
      );
      expect(
        (await call('DELETE', `/channels/delete/${id}`, { token: outsider.token })).status,
      ).toBe(forOutsider);
      const ownerLeaves = await post(`/channels/leave/${id}`, owner.token, {}, 'ar');
      expect(ownerLeaves.status).toBe(409);
      expectError(ownerLeaves.body);
      expect(ownerLeaves.body.message).toMatch(ARABIC);
      dataOf(await post(`/channels/leave/${id}`, member.token));
      expect((await get(`/channels/messages/${id}`, member.token)).status).toBe(forOutsider);
      const deleted = await call('DELETE', `/channels/delete/${id}`, { token: owner.token });
      expect(deleted.status, deleted.raw).toBe(200);
      expect(typeof deleted.body.message).toBe('string');
      for (const who of [owner, admin]) {
        expect((await get(`/channels/details/${id}`, who.token)).status).toBe(404);
      }
    }
  });

  test('the owner leaves once they handed the channel over', async () => {
    const channel = await channelWithRoles('private', 'Handover');
    const handed = await post(`/channels/set-role/${channel.id}`, owner.token, {
      user_id: admin.account.id,
      role: 'owner',
    });
    expect(dataOf(handed).role).toBe('admin');
    dataOf(await post(`/channels/leave/${channel.id}`, owner.token));
    expect((await get(`/channels/details/${channel.id}`, owner.token)).status).toBe(404);
    const after = dataOf(await get(`/channels/details/${channel.id}`, admin.token));
    expect(after).toMatchObject({ role: 'owner', members_count: 2 });
    expect(after.owner.id).toBe(admin.account.id);
  });

  test('a name is unique per owner (422); concurrent joins and leaves keep members_count right', async () => {
    const channel = await channelWithRoles('public', 'Busy square');
    const again = await post('/channels/create', owner.token, { name: 'busy SQUARE' }, 'ar');
    expect(again.status).toBe(422);
    expectError(again.body, 'channels.name-taken');
    expect(again.body.message).toMatch(ARABIC);
    expect(
      dataOf(await post('/channels/create', admin.token, { name: 'Busy square' }), 201).role,
    ).toBe('owner');

    const crowd = await Promise.all(
      Array.from({ length: 8 }, () => createUser(app, { phone: uniquePhone() })),
    );
    const joins = await Promise.all(
      crowd.flatMap((who) => [
        post(`/channels/join/${channel.id}`, who.token),
        post(`/channels/join/${channel.id}`, who.token),
      ]),
    );
    expect(joins.map((j) => j.status)).toEqual(Array(16).fill(200));
    expect(dataOf(await get(`/channels/details/${channel.id}`, owner.token)).members_count).toBe(
      11,
    );
    await Promise.all(
      crowd.slice(0, 5).map((who) => post(`/channels/leave/${channel.id}`, who.token)),
    );
    const details = dataOf(await get(`/channels/details/${channel.id}`, owner.token));
    expect(details.members_count).toBe(6);
    expect(details.members).toHaveLength(6);
  });

  test('messages are read a page at a time (before_id); my-channels counts unread messages', async () => {
    const channel = await channelWithRoles('private', 'Chatty room');
    const sentIds: number[] = [];
    for (let i = 0; i < 35; i++) {
      const sent = await post('/channels/send-message', owner.token, {
        channel_id: channel.id,
        body: `message ${i}`,
      });
      sentIds.push(dataOf(sent, 201).id);
    }
    const first = await get(`/channels/messages/${channel.id}`, member.token);
    expect(first.status).toBe(200);
    const newest = first.body.data as Json[];
    expect(newest.at(-1)!.id).toBe(sentIds.at(-1));
    expect(newest.length).toBeLessThan(35);
    const oldestShown = Math.min(...newest.map((m) => m.id));
    const older = dataOf(
      await get(`/channels/messages/${channel.id}?before_id=${oldestShown}`, member.token),
    ) as Json[];
    expect(older.length).toBe(35 - newest.length);
    expect(older.every((m) => m.id < oldestShown)).toBe(true);

    const mine = dataOf(await get('/channels/my-channels?per_page=50', member.token)) as Json[];
    expect(mine.find((c) => c.id === channel.id)!.unread_count).toBe(35);
    const ownView = dataOf(await get('/channels/my-channels?per_page=50', owner.token)) as Json[];
    expect(ownView.find((c) => c.id === channel.id)!.unread_count).toBe(0);
  });

  test('my-channels and public-channels are paged; private channels stay out of the directory', async () => {
    const open = await channelWithRoles('public', 'Directory Falcon');
    const closed = await channelWithRoles('private', 'Directory Secret');
    const mine = await get('/channels/my-channels', member.token);
    expect(mine.status).toBe(200);
    expectMeta(mine.body.meta);
    expect(mine.body.meta.per_page).toBe(10);
    const myIds = mine.body.data.map((c: Json) => c.id);
    expect(myIds).toEqual(expect.arrayContaining([open.id, closed.id]));
    for (const channel of mine.body.data as Json[]) {
      expect(['owner', 'admin', 'member']).toContain(channel.role);
      expect(['public', 'private']).toContain(channel.visibility);
      expect(Number.isInteger(channel.members_count)).toBe(true);
    }

    const directory = await get('/channels/public-channels?search=Directory', outsider.token);
    expect(directory.status).toBe(200);
    expectMeta(directory.body.meta);
    const listed = directory.body.data.map((c: Json) => c.id);
    expect(listed).toContain(open.id);
    expect(listed).not.toContain(closed.id);
    const clamped = await get('/channels/public-channels?per_page=500', outsider.token);
    expect(clamped.body.meta.per_page).toBe(50);
    expect(
      (await get('/channels/public-channels?per_page=1', outsider.token)).body.data,
    ).toHaveLength(1);
  });
});

describe('notifications', () => {
  /** The notifications of `who` (newest first), in `lang`. */
  const notificationsOf = async (who: TestAccount, lang: 'en' | 'ar' = 'en') =>
    dataOf(await get('/notifications?per_page=50', who.token, lang)) as Json[];
  const typesOf = async (who: TestAccount) => (await notificationsOf(who)).map((n) => n.type);

  test('each event tells the right person exactly once and never the actor', async () => {
    const [author, commenter, bidderA, bidderB, applicant] = await people([
      'Author',
      'Commenter',
      'Bidder A',
      'Bidder B',
      'Applicant',
    ]);
    const employer = await createUser(app, { type: 'company', phone: uniquePhone() });

    // A comment on my post.
    const { countryId, regionId } = await placeOf(app);
    const postRes = await post('/posts/create', author.token, {
      content: 'My post',
      country_id: countryId,
      region_id: regionId,
    });
    const postId = dataOf(postRes, 201).id;
    dataOf(await post(`/posts/${postId}/comments`, commenter.token, { content: 'Nice' }), 201);
    expect(await typesOf(author)).toEqual(['community.comment']);
    expect(await typesOf(commenter)).toEqual([]);
    // Acting on one's own post tells no one.
    dataOf(await post(`/posts/${postId}/comments`, author.token, { content: 'Mine' }), 201);
    dataOf(await post(`/reactions/post/${postId}/toggle`, author.token, { type: 'love' }));
    expect(await typesOf(author)).toEqual(['community.comment']);

    // A friend request.
    dataOf(await post(`/friends/request/${author.account.id}`, commenter.token));
    expect((await typesOf(author)).filter((t) => t === 'friends.request')).toHaveLength(1);
    expect(await typesOf(commenter)).toEqual([]);

    // An outbid (the auction's owner hears of new bids; the bidder of their own bid nothing).
    const auction = await postAuction(app, author.token);
    await acceptedBid(app, bidderA.token, auction.id, { amount: '1000' });
    expect(await typesOf(bidderA)).toEqual([]);
    await acceptedBid(app, bidderB.token, auction.id, { amount: '1100' });
    expect(await typesOf(bidderA)).toEqual(['auction.outbid']);
    expect(await typesOf(bidderB)).toEqual([]);

    // A new applicant, then the application's status.
    const job = await postJob(app, employer.token);
    const application = await applyOk(app, applicant.token, job.id);
    expect(await typesOf(employer)).toEqual(['job.applicant']);
    expect(await typesOf(applicant)).toEqual([]);
    dataOf(
      await post(`/applications/${application.id}/status`, employer.token, {
        status: 'successful',
      }),
    );
    expect(await typesOf(applicant)).toEqual(['job.application-status']);
    expect(await typesOf(employer)).toEqual(['job.applicant']);

    // A registration through my link.
    const link = dataOf(await get('/referrals/get-invite-link', author.token));
    const newcomer = await registerThrough(app, link.code);
    const authorTypes = await typesOf(author);
    expect(authorTypes.filter((t) => t === 'referrals.points')).toHaveLength(1);
    // The newcomer registered (the actor): their 2 points show in their balance, not the bell.
    expect(await typesOf(newcomer)).toEqual([]);

    // Each shaped as the contract says, newest first, localised at read time.
    const en = await notificationsOf(author);
    const ar = await notificationsOf(author, 'ar');
    expect(en.map((n) => n.id)).toEqual(ar.map((n) => n.id));
    const times = en.map((n) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(en[0]!.type).toBe('referrals.points');
    for (const [i, n] of en.entries()) {
      expect(Number.isInteger(n.id)).toBe(true);
      expect(n.created_at).toMatch(ISO);
      expect(n.read_at).toBeNull();
      expect(n.text).not.toMatch(ARABIC);
      expect(ar[i]!.text).toMatch(ARABIC);
      if (n.actor) expectUser(n.actor);
    }
    expect(en.find((n) => n.type === 'community.comment')!.actor.id).toBe(commenter.account.id);
  });

  test('paged, unread count, read by ids or all', async () => {
    const [reader, friend1, friend2, friend3] = await people(['Reader', 'F1', 'F2', 'F3']);
    for (const f of [friend1, friend2, friend3]) {
      dataOf(await post(`/friends/request/${reader.account.id}`, f.token));
    }
    const count = async () => dataOf(await get('/notifications/unread-count', reader.token));
    expect(await count()).toEqual({ unread_count: 3 });

    const page = await get('/notifications?per_page=2', reader.token);
    expect(page.status).toBe(200);
    expectMeta(page.body.meta);
    expect(page.body.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page.body.data[0].actor.id).toBe(friend3.account.id);
    expect((await get('/notifications', reader.token)).body.meta.per_page).toBe(10);
    expect((await get('/notifications?per_page=500', reader.token)).body.meta.per_page).toBe(50);

    const newest = page.body.data[0].id as number;
    const read = await post('/notifications/read', reader.token, { ids: [newest] });
    expect(read.status, read.raw).toBe(200);
    expect(await count()).toEqual({ unread_count: 2 });
    const after = dataOf(await get('/notifications', reader.token)) as Json[];
    expect(after.find((n) => n.id === newest)!.read_at).toMatch(ISO);
    // Someone else's ids change nothing.
    dataOf(await post('/notifications/read', friend1.token, { ids: [after[1]!.id] }));
    expect(await count()).toEqual({ unread_count: 2 });
    dataOf(await post('/notifications/read', reader.token, { all: true }));
    expect(await count()).toEqual({ unread_count: 0 });
  });
});

describe('referrals', () => {
  test('invite link, 2 points to each party, the balance lists the invited', async () => {
    const inviter = await createUser(app, { name: 'Inviter', phone: uniquePhone() });
    const link = dataOf(await get('/referrals/get-invite-link', inviter.token));
    expect(typeof link.code).toBe('string');
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/register\?ref=/);
    expect(link.url.endsWith(`/register?ref=${encodeURIComponent(link.code)}`)).toBe(true);
    // Stable.
    expect(dataOf(await get('/referrals/get-invite-link', inviter.token))).toEqual(link);

    const before = dataOf(await get('/referrals/balance', inviter.token));
    expect(before).toMatchObject({ points: 0, referrals: [] });
    const newcomer = await registerThrough(app, link.code, { name: 'Newcomer' });
    const company = await registerThrough(app, link.code, { type: 'company' });
    const balance = dataOf(await get('/referrals/balance', inviter.token));
    expect(balance.points).toBe(4);
    expect(balance.referrals).toHaveLength(2);
    for (const referral of balance.referrals as Json[]) {
      expectUser(referral.user);
      expect(referral.date).toMatch(ISO);
      expect(referral.points).toBe(2);
    }
    expect(balance.referrals.map((r: Json) => r.user.id).sort()).toEqual(
      [newcomer.account.id, company.account.id].sort(),
    );
    expect(dataOf(await get('/referrals/balance', newcomer.token)).points).toBe(2);
    expect(dataOf(await get('/referrals/balance', company.token)).points).toBe(2);

    // Never for oneself: the same phone, or the same mailbox written another way.
    const inviterPhone = uniquePhone();
    const gmail = `lina.${Date.now()}@gmail.com`;
    const self = await createUser(app, { phone: inviterPhone, email: gmail });
    const selfCode = dataOf(await get('/referrals/get-invite-link', self.token)).code;
    const samePhone = await createUser(app, { ref: selfCode, phone: inviterPhone });
    const sameMailbox = await registerThrough(app, selfCode, {
      email: `${gmail.replace('lina.', 'lina').replace('@', '+x@')}`,
    });
    for (const who of [self, samePhone, sameMailbox]) {
      expect(dataOf(await get('/referrals/balance', who.token)).points).toBe(0);
    }

    // An unknown code registers normally, without points.
    const stranger = await registerThrough(app, 'no-such-code');
    expect(dataOf(await get('/referrals/balance', stranger.token)).points).toBe(0);
  });

  test('rewards: listed with id, title, percent_off, cost, redeemed; redeem spends points once', async () => {
    const inviter = await createUser(app, { phone: uniquePhone() });
    const en = dataOf(await get('/referrals/rewards', inviter.token)) as Json[];
    const ar = dataOf(await get('/referrals/rewards', inviter.token, 'ar')) as Json[];
    expect(en.length).toBeGreaterThan(0);
    for (const [i, reward] of en.entries()) {
      expect(Number.isInteger(reward.id)).toBe(true);
      expect(typeof reward.title).toBe('string');
      expect(reward.percent_off === null || Number.isInteger(reward.percent_off)).toBe(true);
      expect(Number.isInteger(reward.cost)).toBe(true);
      expect(reward.redeemed).toBe(false);
      expect(ar[i]!.title).toMatch(ARABIC);
    }

    const ad = await postAd(app, inviter.token);
    const cheapest = [...en].sort((a, b) => a.cost - b.cost)[0]!;
    const poor = await post(`/referrals/rewards/${cheapest.id}/redeem`, inviter.token, {
      ad_id: ad.id,
    });
    expect(poor.status).toBe(409);
    expectError(poor.body);

    await grantPoints(app, inviter.account.id, cheapest.cost);
    const redeemed = await post(`/referrals/rewards/${cheapest.id}/redeem`, inviter.token, {
      ad_id: ad.id,
    });
    expect(redeemed.status, redeemed.raw).toBe(200);
    expect(dataOf(await get('/referrals/balance', inviter.token)).points).toBe(0);
    const after = dataOf(await get('/referrals/rewards', inviter.token)) as Json[];
    const mark = after.find((r) => r.id === cheapest.id)!;
    if (mark.one_time) expect(mark.redeemed).toBe(true);

    // Someone else's ad is not theirs to promote.
    const other = await postAd(app, seller.token);
    await grantPoints(app, inviter.account.id, 100);
    const foreign = await post(`/referrals/rewards/${cheapest.id}/redeem`, inviter.token, {
      ad_id: other.id,
    });
    expect([403, 404, 409, 422]).toContain(foreign.status);
    expectError(foreign.body);
    expect(
      (await post('/referrals/rewards/999999/redeem', inviter.token, { ad_id: ad.id })).status,
    ).toBe(404);
  });
});
