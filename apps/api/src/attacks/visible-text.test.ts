import type { Ad, ApiError } from '@souq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adFields, photo } from '../../test/ad-factories.ts';
import { asUser } from '../../test/as-user.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, member } from '../../test/community.ts';
import { createUser, registrationFields, type TestAccount } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import type { App } from '../app.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { ads } from '../modules/ads/ads.table.ts';

// Names and titles that look empty, or that flip the text around them, are not saved.
const ZWSP = '\u200B';
const RLO = '\u202E';
const NO_LETTER_EN = 'Must contain at least one letter or digit.';

let app: App;
let seller: TestAccount;
beforeAll(async () => {
  app = await buildTestApp();
  seller = await createUser(app);
});
afterAll(() => app.close());

const register = async (overrides: Record<string, unknown>, headers = {}) => {
  const fields = await registrationFields(app, overrides);
  const res = await app.inject({
    method: 'POST',
    url: `${API}/register-user`,
    payload: fields,
    headers,
  });
  const saved = await app.db.select().from(users).where(eq(users.email, fields.email));
  return { res, body: res.json() as ApiError, saved };
};
const createAd = async (overrides: Record<string, unknown>) =>
  asUser(app, seller.token).post(
    `${API}/advertisements/create`,
    multipart({
      ...((await adFields(app, overrides)) as Record<string, string | number>),
      photos: [await photo()],
    }),
  );

describe('names', () => {
  test('a name of two zero-width spaces is refused and no account is made', async () => {
    const { res, body, saved } = await register({ name: `${ZWSP}${ZWSP}` });
    expect(res.statusCode).toBe(422);
    expect(body.errors?.name).toEqual(['This field is required.']);
    expect(saved).toEqual([]);
  });

  test('a name of marks and invisible characters only is refused with a localised reason', async () => {
    const { res, body, saved } = await register(
      { name: `\u2067--${ZWSP}..\u2069` },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(422);
    expect(body.errors?.name).toEqual(['يجب أن يحتوي على حرف أو رقم واحد على الأقل.']);
    expect(saved).toEqual([]);
  });

  test('a name is stored in NFC without the invisible characters around it', async () => {
    const { res, saved } = await register({ name: `\u200F${ZWSP} Rene\u0301 ${RLO}` });
    expect(res.statusCode).toBe(201);
    expect(saved[0]!.name).toBe('René');
    expect(saved[0]!.name).toBe('Ren\u00E9');
  });

  test('a company name of a right-to-left override is refused on the profile too', async () => {
    const company = await createUser(app, { type: 'company' });
    const res = await asUser(app, company.token).post(`${API}/update-company-profile`, {
      company_name: `${RLO}\uFEFF`,
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ApiError).errors).toHaveProperty('company_name');
  });
});

describe('ad titles', () => {
  test('a title of only U+202E (three of them, past the length minimum) is refused', async () => {
    const res = await createAd({ title: RLO.repeat(3) });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ApiError).errors).toHaveProperty('title');
  });

  test('a title of punctuation only is refused', async () => {
    const res = await createAd({ title: '!!! ... ???' });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ApiError).errors?.title).toEqual([NO_LETTER_EN]);
  });

  test('"Cafe\\u0301" is stored as NFC "Café", stripped at its edges; the description keeps its lines', async () => {
    const res = await createAd({
      title: `${RLO}${ZWSP} Cafe\u0301 table \u200E`,
      description: `\u2066first line\nsecond line${ZWSP}\n`,
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: Ad };
    expect(data.title).toBe('Caf\u00E9 table');
    const [row] = await app.db.select().from(ads).where(eq(ads.id, data.id));
    expect(row!.title).toBe('Caf\u00E9 table');
    expect(row!.description).toBe('first line\nsecond line');
  });
});

describe('other short texts', () => {
  test('a contact message with an invisible name and subject is refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/contact`,
      payload: {
        name: `${ZWSP}${ZWSP}${ZWSP}`,
        email: 'someone@example.com',
        subject: '\u2066\u2069\u202D\u202C',
        message: 'A message long enough to be accepted.',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as ApiError).errors ?? {}).sort()).toEqual(['name', 'subject']);
  });

  test('a post titled with dashes or with zero-width content is refused', async () => {
    const author = await member(app, 'Poster');
    const res = await author.api.post(`${API}/posts/create`, {
      title: '---',
      content: `${ZWSP}${ZWSP}`,
      country_id: seller.account.country_id,
      region_id: seller.account.region_id,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as ApiError).errors ?? {}).sort()).toEqual(['content', 'title']);
  });
});

// Issue 28, item 7: letters that draw nothing (Hangul fillers, the braille blank, and the like)
// are not visible text, wherever the visible-text rule applies.
describe('blank letters', () => {
  const HALFWIDTH_FILLER = '\uFFA0';
  const HANGUL_FILLER = '\u3164';
  const CHOSEONG_FILLER = '\u115F';
  const JUNGSEONG_FILLER = '\u1160';
  const BRAILLE_BLANK = '\u2800';

  test('a profile name of one halfwidth Hangul filler (U+FFA0) is refused and not saved', async () => {
    const res = await asUser(app, seller.token).post(`${API}/update-user-profile`, {
      name: HALFWIDTH_FILLER,
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ApiError).errors).toHaveProperty('name');
    const [row] = await app.db.select().from(users).where(eq(users.id, seller.account.id));
    expect(row!.name).not.toContain(HALFWIDTH_FILLER);
  });

  test('an ad title of three Hangul fillers (U+3164) is refused', async () => {
    const res = await createAd({ title: HANGUL_FILLER.repeat(3) });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ApiError).errors).toHaveProperty('title');
  });

  test('an ad title of the Hangul choseong and jungseong fillers (U+115F U+1160) is refused', async () => {
    const res = await createAd({ title: `${CHOSEONG_FILLER}${JUNGSEONG_FILLER}`.repeat(2) });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ApiError).errors).toHaveProperty('title');
  });

  test('a registration named with braille blanks between fillers is refused with the reason', async () => {
    const { res, body, saved } = await register({
      name: `${BRAILLE_BLANK}${HANGUL_FILLER}-${BRAILLE_BLANK}${HANGUL_FILLER}`,
    });
    expect(res.statusCode).toBe(422);
    expect(body.errors?.name).toEqual([NO_LETTER_EN]);
    expect(saved).toEqual([]);
  });

  test('a company name of soft hyphens, a grapheme joiner and variation selectors is refused', async () => {
    const company = await createUser(app, { type: 'company' });
    const res = await asUser(app, company.token).post(`${API}/update-company-profile`, {
      company_name: '\u00AD\u034F\uFE0F\u180E\u2063\uFE0F',
    });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ApiError).errors).toHaveProperty('company_name');
  });

  test('a real name with a filler at its end is kept, without the filler', async () => {
    const { res, saved } = await register({ name: `Sara${HANGUL_FILLER}${BRAILLE_BLANK}` });
    expect(res.statusCode).toBe(201);
    expect(saved[0]!.name).toBe('Sara');
  });

  test('a post title of Hangul fillers around a dot is refused', async () => {
    const author = await member(app, 'Filler');
    const res = await author.api.post(`${API}/posts/create`, {
      title: `${HANGUL_FILLER}.${HANGUL_FILLER}`,
      content: 'Real content',
      country_id: seller.account.country_id,
      region_id: seller.account.region_id,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as ApiError).errors ?? {})).toEqual(['title']);
  });
});
