import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postAd } from '../../test/ad-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { registrationFields, userRow } from '../../test/factories.ts';
import {
  createInviter,
  grantPoints,
  inviteLinkOf,
  pointsState,
  redeem,
  registerThrough,
  uniquePhone,
} from '../../test/referral-factories.ts';
import type { App } from '../app.ts';
import { ads } from '../modules/ads/ads.table.ts';
import { REDEEM_RATE_LIMIT } from '../modules/referrals/referrals.routes.ts';

const FEATURE_WEEK = 2;
let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const adRow = async (id: number) => (await app.db.select().from(ads).where(eq(ads.id, id)))[0]!;

test('a second account of oneself through one’s own link (a gmail alias) earns nothing', async () => {
  const me = await createInviter(app, { email: 'mona.saleh.attack@gmail.com' });
  const { code } = await inviteLinkOf(app, me);
  const alias = await registerThrough(app, code, { email: 'MonaSaleh.Attack+free@googlemail.com' });
  expect(alias.account.points).toBe(0);
  expect(await pointsState(app, me.account.id)).toEqual({ ledger: 0, cached: 0 });
});

test('farming a friend’s link with aliases of one mailbox pays once', async () => {
  const friend = await createInviter(app);
  const { code } = await inviteLinkOf(app, friend);
  const accounts = await Promise.all(
    ['farm.er', 'farmer+1', 'f.a.r.m.e.r+2', 'farmer+3'].map((local) =>
      registerThrough(app, code, { email: `${local}@gmail.com` }),
    ),
  );
  expect(accounts.map((a) => a.account.points).sort()).toEqual([0, 0, 0, 2]);
  expect(await pointsState(app, friend.account.id)).toEqual({ ledger: 2, cached: 2 });
});

test('a referral code cannot be injected: SQL, wildcards and invisible characters match nothing', async () => {
  const target = await createInviter(app);
  const { code } = await inviteLinkOf(app, target);
  for (const ref of [`' or 1=1 --`, '%', '_%', `${code.slice(0, 3)}%`, `${code}\u200b`, '*']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/register-user',
      payload: await registrationFields(app, { ref, phone: uniquePhone() }),
    });
    expect(res.statusCode, ref).toBe(201);
    expect(res.json().data.user.points).toBe(0);
    expect((await userRow(app, res.json().data.user.id)).invitedByUserId).toBeNull();
  }
  const tooLong = await app.inject({
    method: 'POST',
    url: '/api/v1/register-user',
    payload: await registrationFields(app, { ref: 'A'.repeat(65) }),
  });
  expect(tooLong.statusCode).toBe(422);
  expect(await pointsState(app, target.account.id)).toEqual({ ledger: 0, cached: 0 });
});

test('points, the inviter and the ledger cannot be mass-assigned at registration', async () => {
  const victim = await createInviter(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/register-user',
    payload: await registrationFields(app, {
      phone: uniquePhone(),
      points: 500,
      invited_by_user_id: victim.account.id,
      invited_by: victim.account.id,
    }),
  });
  expect(res.statusCode).toBe(201);
  const row = await userRow(app, res.json().data.user.id);
  expect(row).toMatchObject({ points: 0, invitedByUserId: null });
});

test('a reward cannot be spent on someone else’s ad', async () => {
  const attacker = await createInviter(app);
  const victim = await createInviter(app);
  await grantPoints(app, attacker.account.id, 20);
  const theirs = await postAd(app, victim.token);
  const res = await redeem(app, attacker, FEATURE_WEEK, theirs.id);
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('referrals.not-own-ad');
  expect((await adRow(theirs.id)).featuredUntil).toBeNull();
  expect(await pointsState(app, attacker.account.id)).toEqual({ ledger: 20, cached: 20 });
});

test('concurrent redeems on different ads cannot overspend the balance', async () => {
  const spender = await createInviter(app);
  await grantPoints(app, spender.account.id, 13);
  const owned = await Promise.all(Array.from({ length: 8 }, () => postAd(app, spender.token)));
  const answers = await Promise.all(owned.map((ad) => redeem(app, spender, FEATURE_WEEK, ad.id)));
  expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
  expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(6);
  expect(await pointsState(app, spender.account.id)).toEqual({ ledger: 1, cached: 1 });
  const featured = (await Promise.all(owned.map((ad) => adRow(ad.id)))).filter(
    (row) => row.featuredUntil !== null,
  );
  expect(featured).toHaveLength(2);
});

test('redeeming is rate-limited per account', async () => {
  const hammer = await createInviter(app);
  const ad = await postAd(app, hammer.token);
  const answers = await Promise.all(
    Array.from({ length: REDEEM_RATE_LIMIT.max + 3 }, () =>
      redeem(app, hammer, FEATURE_WEEK, ad.id),
    ),
  );
  expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
  expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(REDEEM_RATE_LIMIT.max);
});

test('a one-time reward redeemed at once for several ads is spent once', async () => {
  const greedy = await createInviter(app);
  await grantPoints(app, greedy.account.id, 20);
  const owned = await Promise.all(Array.from({ length: 6 }, () => postAd(app, greedy.token)));
  const answers = await Promise.all(owned.map((ad) => redeem(app, greedy, 1, ad.id)));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(
    Array(5).fill('referrals.already-redeemed'),
  );
  expect(await pointsState(app, greedy.account.id)).toEqual({ ledger: 18, cached: 18 });
  const highlighted = (await Promise.all(owned.map((ad) => adRow(ad.id)))).filter(
    (row) => row.highlightedUntil !== null,
  );
  expect(highlighted).toHaveLength(1);
});
