import { randomBytes } from 'node:crypto';
import { REWARDS, type Reward } from '@souq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, registrationFields, userRow } from '../../../test/factories.ts';
import {
  balanceOf,
  createInviter,
  inviteLinkOf,
  pointsState,
  registerThrough,
  uniquePhone,
} from '../../../test/referral-factories.ts';
import type { App } from '../../app.ts';
import { isMessageKey } from '../../i18n/index.ts';
import { pointsLedger } from './referrals.table.ts';

const API = '/api/v1';
let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Lower-case letters and digits no other test uses. */
const unique = () => randomBytes(5).toString('hex');

const ledgerOf = (userId: number) =>
  app.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));

describe('the invite link', () => {
  test('carries the account’s own code on the host the client called', async () => {
    const me = await createInviter(app);
    const link = await inviteLinkOf(app, me);
    const row = await userRow(app, me.account.id);
    expect(link.code).toBe(row.inviteCode);
    expect(link.url).toBe(`http://localhost:80/register?ref=${row.inviteCode}`);
  });

  test('on PUBLIC_URL when it is set', async () => {
    const other = await buildTestApp({ PUBLIC_URL: 'https://souq.example' });
    try {
      const me = await createUser(other);
      const link = await inviteLinkOf(other, me);
      expect(link.url).toBe(`https://souq.example/register?ref=${link.code}`);
    } finally {
      await other.close();
    }
  });
});

describe('registering through a link', () => {
  test('gives 2 points to each party in the ledger, tells the inviter and lists the new account', async () => {
    const inviter = await createInviter(app);
    const { code } = await inviteLinkOf(app, inviter);
    const friend = await registerThrough(app, code);
    expect(friend.account.points).toBe(2);

    expect(await pointsState(app, inviter.account.id)).toEqual({ ledger: 2, cached: 2 });
    expect(await pointsState(app, friend.account.id)).toEqual({ ledger: 2, cached: 2 });
    expect((await ledgerOf(friend.account.id)).map((l) => [l.reason, l.otherUserId])).toEqual([
      ['joined', inviter.account.id],
    ]);
    expect((await userRow(app, friend.account.id)).invitedByUserId).toBe(inviter.account.id);

    const balance = await balanceOf(app, inviter);
    expect(balance.points).toBe(2);
    expect(balance.referrals_count).toBe(1);
    expect(balance.referrals).toEqual([
      {
        user: { id: friend.account.id, name: friend.account.name, photo: null, type: 'user' },
        date: friend.account.created_at,
        points: 2,
      },
    ]);
    expect(balance.history).toMatchObject([
      { points: 2, reason: 'invited', user: { id: friend.account.id }, reward: null },
    ]);
    const theirs = await balanceOf(app, friend);
    expect(theirs).toMatchObject({ points: 2, referrals: [], referrals_count: 0 });
    expect(theirs.history).toMatchObject([
      { points: 2, reason: 'joined', user: { id: inviter.account.id } },
    ]);

    const told = (await asUser(app, inviter.token).get(`${API}/notifications`)).json();
    expect(told.data).toMatchObject([
      {
        type: 'referrals.points',
        actor: { id: friend.account.id },
        text: 'You earned 2 points: someone joined with your invite code.',
        target: { kind: 'referrals' },
      },
    ]);
  });

  test('the code matches in any case and with spaces, for a company too', async () => {
    const inviter = await createInviter(app);
    const { code } = await inviteLinkOf(app, inviter);
    const company = await registerThrough(app, `  ${code.toLowerCase()} `, {
      type: 'company',
    });
    expect(company.account.points).toBe(2);
    expect(await pointsState(app, inviter.account.id)).toEqual({ ledger: 2, cached: 2 });
  });

  test('20 registrations at once with one code: 40 points to the inviter, 2 to each', async () => {
    const inviter = await createInviter(app);
    const { code } = await inviteLinkOf(app, inviter);
    const friends = await Promise.all(Array.from({ length: 20 }, () => registerThrough(app, code)));
    expect(await pointsState(app, inviter.account.id)).toEqual({ ledger: 40, cached: 40 });
    for (const friend of friends) {
      expect(friend.account.points).toBe(2);
      expect(await pointsState(app, friend.account.id)).toEqual({ ledger: 2, cached: 2 });
    }
    const balance = await balanceOf(app, inviter);
    expect(balance.points).toBe(40);
    expect(balance.referrals_count).toBe(20);
    expect(balance.referrals.every((r) => r.points === 2)).toBe(true);
    expect(balance.history).toHaveLength(20);
  });

  test('an unknown code registers normally, without points or an error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/register-user`,
      payload: await registrationFields(app, { ref: 'NO-SUCH-CODE', phone: uniquePhone() }),
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().data.user;
    expect(user.points).toBe(0);
    const row = await userRow(app, user.id);
    expect(row).toMatchObject({ invitedByCode: 'NO-SUCH-CODE', invitedByUserId: null, points: 0 });
    expect(await ledgerOf(user.id)).toEqual([]);
  });
});

describe('self-referral gives nothing', () => {
  // `u` is a name no other test uses.
  test.each([
    ['the same gmail address without dots', 'first.{u}@gmail.com', 'first{u}@gmail.com'],
    ['a gmail +tag', 'first.{u}@gmail.com', 'first.{u}+souq@gmail.com'],
    ['googlemail for gmail', 'first.{u}@gmail.com', 'First.{u}+x@googlemail.com'],
    ['an outlook +tag', '{u}@outlook.com', '{u}+again@outlook.com'],
    ['a hotmail +tag in another case', 'name{u}@hotmail.co.uk', 'NAME{u}+2@Hotmail.co.uk'],
    ['an icloud +tag', '{u}@icloud.com', '{u}+b@icloud.com'],
  ])('%s', async (_, inviterEmail, ownEmail) => {
    const u = unique();
    const inviter = await createInviter(app, { email: inviterEmail.replace('{u}', u) });
    const { code } = await inviteLinkOf(app, inviter);
    const again = await registerThrough(app, code, { email: ownEmail.replace('{u}', u) });
    expect(again.account.points).toBe(0);
    expect(await pointsState(app, inviter.account.id)).toEqual({ ledger: 0, cached: 0 });
    expect((await userRow(app, again.account.id)).invitedByUserId).toBeNull();
  });

  test('the same phone number with another e-mail', async () => {
    const phone = uniquePhone();
    const inviter = await createInviter(app, { phone });
    const { code } = await inviteLinkOf(app, inviter);
    const again = await registerThrough(app, code, { phone });
    expect(again.account.points).toBe(0);
    expect((await balanceOf(app, inviter)).referrals_count).toBe(0);
    expect(await pointsState(app, inviter.account.id)).toEqual({ ledger: 0, cached: 0 });
  });

  test('a person who joined through a link once earns nothing with a second account', async () => {
    const inviter = await createInviter(app);
    const { code } = await inviteLinkOf(app, inviter);
    const u = unique();
    const first = await registerThrough(app, code, { email: `${u}.friend@gmail.com` });
    const alias = await registerThrough(app, code, { email: `${u}friend+2@gmail.com` });
    const samePhone = await registerThrough(app, code, {
      phone: first.account.phone.replace('+966', '0'),
    });
    expect([first, alias, samePhone].map((a) => a.account.points)).toEqual([2, 0, 0]);
    const balance = await balanceOf(app, inviter);
    expect(balance.points).toBe(2);
    // They did register through the link: listed, with what each gave.
    expect(balance.referrals_count).toBe(3);
    expect(balance.referrals.map((r) => r.points)).toEqual([0, 0, 2]);
    expect(await pointsState(app, inviter.account.id)).toEqual({ ledger: 2, cached: 2 });
  });
});

describe('the rewards catalogue', () => {
  test('in both languages, none redeemed for a new account', async () => {
    const me = await createInviter(app);
    const read = async (lang: string) =>
      (
        (
          await asUser(app, me.token).get(`${API}/referrals/rewards`, { 'accept-language': lang })
        ).json() as {
          data: Reward[];
        }
      ).data;
    const [en, ar] = [await read('en'), await read('ar')];
    expect(en.map((r) => r.id)).toEqual(REWARDS.map((r) => r.id));
    expect(en.every((r) => r.redeemed === false)).toBe(true);
    expect(en[0]).toMatchObject({
      title: 'Highlight an ad for 7 days',
      effect: 'highlight',
      days: 7,
      cost: 2,
      regular_cost: 4,
      percent_off: 50,
      one_time: true,
    });
    expect(ar[0]!.title).toBe('إبراز إعلان لمدة 7 أيام');
    for (const [i, reward] of ar.entries()) {
      expect(reward.title).toMatch(/[\u0600-\u06FF]/);
      expect(reward.description).toMatch(/[\u0600-\u06FF]/);
      expect(reward.title).not.toBe(en[i]!.title);
    }
    for (const reward of REWARDS) {
      expect(isMessageKey(`referrals.reward.${reward.key}.title`)).toBe(true);
      expect(isMessageKey(`referrals.reward.${reward.key}.description`)).toBe(true);
    }
  });
});

describe('without a session', () => {
  test('every route answers 401 before reading or validating anything', async () => {
    for (const url of ['/referrals/get-invite-link', '/referrals/balance', '/referrals/rewards']) {
      expect((await app.inject({ method: 'GET', url: `${API}${url}` })).statusCode).toBe(401);
    }
    const redeem = await app.inject({
      method: 'POST',
      url: `${API}/referrals/rewards/not-a-number/redeem`,
      payload: { ad_id: 'nonsense' },
    });
    expect(redeem.statusCode).toBe(401);
    expect(redeem.json().code).toBe('http.unauthenticated');
  });
});

test('the ledger of every account in this file equals its cached points', async () => {
  const rows = await app.db.selectDistinct({ userId: pointsLedger.userId }).from(pointsLedger);
  expect(rows.length).toBeGreaterThan(20);
  for (const { userId } of rows) {
    const state = await pointsState(app, userId);
    expect(state.ledger).toBe(state.cached);
  }
});
