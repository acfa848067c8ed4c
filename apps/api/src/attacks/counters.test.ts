import type { Ad } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postAd } from '../../test/ad-factories.ts';
import { asUser } from '../../test/as-user.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, type Member, member, publish } from '../../test/community.ts';
import { createUser, type TestAccount } from '../../test/factories.ts';
import type { App } from '../app.ts';
import { PHONE_REVEALS_MAX } from '../modules/ads/phone-reveal-limit.ts';

// Counters a caller must not be able to pump: each person counts once, however many requests.
let app: App;
let seller: TestAccount;
beforeAll(async () => {
  app = await buildTestApp();
  seller = await createUser(app);
});
afterAll(() => app.close());

const reveal = (token: string, adId: number, headers: Record<string, string> = {}) =>
  asUser(app, token).post(`${API}/advertisements/${adId}/phone`, {}, headers);
const revealsOf = async (adId: number) => {
  const res = await asUser(app, seller.token).get(`${API}/advertisements/details/${adId}`);
  return (res.json() as { data: Ad }).data.phone_reveals;
};

describe('phone reveals', () => {
  test('50 parallel reveals by one person count once', async () => {
    const ad = await postAd(app, seller.token);
    const buyer = await createUser(app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => reveal(buyer.token, ad.id)));
    // Past the per-person limit the rest are refused; none of them counts either.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PHONE_REVEALS_MAX);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - PHONE_REVEALS_MAX);
    expect(await revealsOf(ad.id)).toBe(1);
  });

  test('two people revealing twice each count two', async () => {
    const ad = await postAd(app, seller.token);
    const [first, second] = await Promise.all([createUser(app), createUser(app)]);
    for (const buyer of [first, second, first, second]) {
      expect((await reveal(buyer.token, ad.id)).statusCode).toBe(200);
    }
    expect(await revealsOf(ad.id)).toBe(2);
  });

  test('past the per-person limit a reveal answers 429 in the caller’s language, with Retry-After', async () => {
    const buyer = await createUser(app);
    const ads = await Promise.all([postAd(app, seller.token), postAd(app, seller.token)]);
    for (let i = 0; i < PHONE_REVEALS_MAX; i++) {
      expect((await reveal(buyer.token, ads[i % 2]!.id)).statusCode).toBe(200);
    }
    const refused = await reveal(buyer.token, ads[0]!.id, { 'accept-language': 'ar' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'http.too-many-requests' });
    expect(refused.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another person is not affected by this one's limit.
    expect((await reveal((await createUser(app)).token, ads[0]!.id)).statusCode).toBe(200);
  });
});

describe('reaction toggles', () => {
  let author: Member;
  let fan: Member;
  beforeAll(async () => {
    [author, fan] = await Promise.all([member(app, 'Author'), member(app, 'Fan')]);
  });

  test('50 parallel identical toggles take turns: half set, half clear, none left', async () => {
    const post = await publish(app, author);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fan.api.post(`${API}/reactions/post/${post.id}/toggle`, { type: 'love' }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const left = answers.map((a) => a.json().data.userReaction as string | null);
    expect(left.filter((r) => r === 'love')).toHaveLength(25);
    expect(left.filter((r) => r === null)).toHaveLength(25);
    const shown = (await fan.api.get(`${API}/posts/show/${post.id}`)).json().data;
    expect(shown).toMatchObject({ userReaction: null, reactionsCount: 0, reactionsSummary: [] });
  });
});
