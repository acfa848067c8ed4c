import type { Ad, ApiError } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  adFields,
  categoryId,
  notAPhoto,
  photo,
  placesOf,
  postAd,
} from '../../../test/ad-factories.ts';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import type { App } from '../../app.ts';

let app: App;
let owner: TestAccount;
let other: TestAccount;
beforeAll(async () => {
  app = await buildTestApp();
  [owner, other] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app.close());

const api = (path: string) => `/api/v1/advertisements${path}`;
const details = async (id: number, token?: string, remoteAddress = '127.0.0.1') => {
  const res = await app.inject({
    method: 'GET',
    url: api(`/details/${id}`),
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, ad: (res.json() as { data: Ad }).data };
};
/** The path of a media URL, fetched from the app itself. */
const mediaStatus = async (url: string) =>
  (await app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;

describe('creating an ad', () => {
  test('an ad with two photos is published with its photos in order, the first as cover', async () => {
    const fields = await adFields(app);
    const res = await asUser(app, owner.token).post(
      api('/create'),
      multipart({ ...fields, photos: [await photo('#f00'), await photo('#00f')] }),
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json() as { data: Ad; message: string };
    expect(message).toBe('تم نشر إعلانك.');
    expect(data).toMatchObject({
      title: 'Toyota Camry 2020',
      price: '1500.00',
      negotiable: false,
      condition: 'used',
      status: 'active',
      views: 0,
      is_owner: true,
      category: { id: fields.category_id, name: 'سيارات للبيع' },
      user: { id: owner.account.id, type: 'user' },
    });
    expect(data).not.toHaveProperty('phone');
    expect(data.photos).toHaveLength(2);
    expect(data.photos[0]!.url).toMatch(/\/media\/ads\/\d{4}\/[0-9a-f]+-1600\.webp$/);
    expect(data.photos[0]!.thumb_url).toMatch(/-400\.webp$/);
    expect(await mediaStatus(data.photos[1]!.thumb_url)).toBe(200);
  });

  test('an ad may be negotiable without a price', async () => {
    const ad = await postAd(app, owner.token, { price: '', negotiable: 'true' });
    expect(ad).toMatchObject({ price: null, negotiable: true });
  });

  test('signed out, nothing can be written (401)', async () => {
    const fields = await adFields(app);
    const create = await app.inject({
      method: 'POST',
      url: api('/create'),
      ...multipart({ ...fields, photos: await photo() }),
    });
    expect(create.statusCode).toBe(401);
    const ad = await postAd(app, owner.token);
    for (const [method, url] of [
      ['POST', api(`/update/${ad.id}`)],
      ['DELETE', api(`/delete/${ad.id}`)],
      ['POST', api(`/${ad.id}/status`)],
      ['POST', api(`/${ad.id}/phone`)],
    ] as const) {
      const res = await app.inject({ method, url, payload: { status: 'sold', title: 'Hacked' } });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await details(ad.id, owner.token)).ad.title).toBe(ad.title);
  });
});

describe('validation', () => {
  const attempt = async (overrides: Record<string, unknown>, files = 1, lang = 'en') => {
    const fields = { ...(await adFields(app)), ...overrides };
    const photos = await Promise.all(Array.from({ length: files }, () => photo()));
    const body = Object.fromEntries(
      Object.entries({ ...fields, photos }).filter(([, v]) => v !== undefined),
    );
    const res = await asUser(app, owner.token).post(
      api('/create'),
      multipart(body as Parameters<typeof multipart>[0]),
      { 'accept-language': lang },
    );
    return { status: res.statusCode, body: res.json() as ApiError };
  };

  test.each([
    ['title', { title: 'ab' }, 'Must be at least 3 characters.'],
    ['title', { title: 'x'.repeat(121) }, 'Must be at most 120 characters.'],
    ['description', { description: 'x'.repeat(5001) }, 'Must be at most 5000 characters.'],
    ['price', { price: '-5' }, 'Enter an amount of at least 0 with at most 2 decimals.'],
    ['price', { price: '12.345' }, 'Enter an amount of at least 0 with at most 2 decimals.'],
    ['price', { price: '' }, 'Enter a price or mark the ad as negotiable.'],
    ['condition', { condition: 'broken' }, 'Choose one of the allowed values.'],
    ['phone', { phone: '12' }, 'Enter a valid phone number for the chosen country.'],
  ])('%s: %j is refused with 422', async (field, overrides, message) => {
    const { status, body } = await attempt(overrides);
    expect(status).toBe(422);
    expect(body.code).toBe('http.validation');
    expect(body.errors?.[field]).toEqual([message]);
  });

  test('a parent category, an unknown category and a region of another country are refused', async () => {
    const { regionIds: emirates } = await placesOf(app, 'AE');
    const parent = await attempt({
      category_id: await categoryId(app, 'vehicles'),
      region_id: emirates[0],
    });
    expect(parent.status).toBe(422);
    expect(parent.body.errors).toEqual({
      category_id: ['Choose a sub-category.'],
      region_id: ['Choose a region of the chosen country.'],
    });
    const unknown = await attempt({ category_id: 999_999 });
    expect(unknown.body.errors).toEqual({ category_id: ['Choose a category from the list.'] });
  });

  test('an ad needs at least one photo', async () => {
    const { status, body } = await attempt({}, 0);
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toContain('photos');
  });

  test('messages come in Arabic when asked', async () => {
    const { status, body } = await attempt({ title: 'ab' }, 1, 'ar');
    expect(status).toBe(422);
    expect(body.message).toBe('بعض الحقول غير صالحة.');
    expect(body.errors?.title?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  test('a file that is not an image is refused by its content (415)', async () => {
    const fields = await adFields(app);
    const res = await asUser(app, owner.token).post(
      api('/create'),
      multipart({ ...fields, photos: [await photo(), notAPhoto()] }),
    );
    expect(res.statusCode).toBe(415);
  });
});

describe('updating photos', () => {
  test('one update reorders, adds and removes photos and changes fields', async () => {
    const ad = await postAd(app, owner.token, {}, [
      await photo('#100'),
      await photo('#200'),
      await photo('#300'),
    ]);
    const [a, b, c] = ad.photos;
    const res = await asUser(app, owner.token).post(
      api(`/update/${ad.id}`),
      multipart({
        title: 'Toyota Camry 2020 – price drop',
        price: '1400',
        photos: await photo('#400'),
        photo_order: [String(c!.id), 'new:0', String(a!.id)],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Ad };
    expect(data.title).toBe('Toyota Camry 2020 – price drop');
    expect(data.price).toBe('1400.00');
    expect(data.photos.map((p) => p.id)).toEqual([c!.id, expect.any(Number), a!.id]);
    expect(data.photos[1]!.id).not.toBe(b!.id);
    expect(await mediaStatus(b!.url)).toBe(404);
    expect(await mediaStatus(data.photos[1]!.url)).toBe(200);
    expect((await details(ad.id, owner.token)).ad.photos).toEqual(data.photos);
  });

  test('a comma-separated photo_order in JSON reorders without new files', async () => {
    const ad = await postAd(app, owner.token, {}, [await photo('#111'), await photo('#222')]);
    const [a, b] = ad.photos;
    const res = await asUser(app, owner.token).post(api(`/update/${ad.id}`), {
      photo_order: `${b!.id},${a!.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Ad }).data.photos.map((p) => p.id)).toEqual([b!.id, a!.id]);
  });

  test('a bad photo in an update leaves the ad exactly as it was', async () => {
    const ad = await postAd(app, owner.token, {}, [await photo('#123'), await photo('#456')]);
    const res = await asUser(app, owner.token).post(
      api(`/update/${ad.id}`),
      multipart({
        title: 'Should not be saved',
        photos: [await photo('#789'), notAPhoto()],
        photo_order: ['new:0', 'new:1'],
      }),
    );
    expect(res.statusCode).toBe(415);
    const after = (await details(ad.id, owner.token)).ad;
    expect(after.title).toBe(ad.title);
    expect(after.photos).toEqual(ad.photos);
    for (const p of ad.photos) expect(await mediaStatus(p.url)).toBe(200);
  });

  test('an order naming a photo of another ad, or leaving none, is refused and changes nothing', async () => {
    const mine = await postAd(app, owner.token);
    const theirs = await postAd(app, other.token);
    const foreign = await asUser(app, owner.token).post(api(`/update/${mine.id}`), {
      title: 'Changed',
      photo_order: [String(theirs.photos[0]!.id)],
    });
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys((foreign.json() as ApiError).errors ?? {})).toEqual(['photo_order']);
    const empty = await asUser(app, owner.token).post(api(`/update/${mine.id}`), {
      photo_order: '',
    });
    expect(empty.statusCode).toBe(422);
    expect((await details(mine.id, owner.token)).ad).toMatchObject({
      title: mine.title,
      photos: mine.photos,
    });
  });
});

describe('only the owner changes an ad', () => {
  test('another user gets 403 on update, status and delete, and nothing changes', async () => {
    const ad = await postAd(app, owner.token);
    const as = asUser(app, other.token);
    const update = await as.post(api(`/update/${ad.id}`), { title: 'Stolen ad' });
    const status = await as.post(api(`/${ad.id}/status`), { status: 'archived' });
    const remove = await as.inject({ method: 'DELETE', url: api(`/delete/${ad.id}`) });
    for (const res of [update, status, remove]) {
      expect(res.statusCode).toBe(403);
      expect((res.json() as ApiError).code).toBe('ads.not-owner');
    }
    expect((await details(ad.id, owner.token)).ad).toMatchObject({
      title: ad.title,
      status: 'active',
    });
  });

  test('a missing ad is 404 for every action', async () => {
    const as = asUser(app, owner.token);
    expect((await details(987_654)).status).toBe(404);
    expect((await as.post(api('/update/987654'), { title: 'Nope' })).statusCode).toBe(404);
    expect((await as.post(api('/987654/status'), { status: 'sold' })).statusCode).toBe(404);
    expect((await as.post(api('/987654/phone'))).statusCode).toBe(404);
    const remove = await as.inject({ method: 'DELETE', url: api('/delete/987654') });
    expect(remove.statusCode).toBe(404);
  });

  test('the owner marks an ad sold, archives it (then others no longer see it) and deletes it', async () => {
    const ad = await postAd(app, owner.token, {}, [await photo('#abc')]);
    const as = asUser(app, owner.token);
    const sold = await as.post(api(`/${ad.id}/status`), { status: 'sold' });
    expect(sold.statusCode).toBe(200);
    expect((sold.json() as { data: Ad }).data.status).toBe('sold');
    expect((await details(ad.id, other.token)).ad.status).toBe('sold');
    await as.post(api(`/${ad.id}/status`), { status: 'archived' });
    expect((await details(ad.id, other.token)).status).toBe(404);
    expect((await details(ad.id, owner.token)).ad.status).toBe('archived');
    const removed = await as.inject({ method: 'DELETE', url: api(`/delete/${ad.id}`) });
    expect(removed.statusCode).toBe(200);
    expect((await details(ad.id, owner.token)).status).toBe(404);
    expect(await mediaStatus(ad.photos[0]!.url)).toBe(404);
  });
});

describe('views and phone reveals', () => {
  test('a view counts once per viewer an hour, never the owner’s', async () => {
    const ad = await postAd(app, owner.token);
    await details(ad.id, owner.token);
    await details(ad.id, owner.token);
    expect((await details(ad.id, owner.token)).ad.views).toBe(0);
    expect((await details(ad.id, other.token)).ad.views).toBe(1);
    expect((await details(ad.id, other.token)).ad.views).toBe(1);
    const third = await createUser(app);
    expect((await details(ad.id, third.token)).ad.views).toBe(2);
    // Signed out: one viewer per address.
    expect((await details(ad.id, undefined, '203.0.113.7')).ad.views).toBe(3);
    expect((await details(ad.id, undefined, '203.0.113.7')).ad.views).toBe(3);
    expect((await details(ad.id, undefined, '203.0.113.8')).ad.views).toBe(4);
  });

  test('a signed-in user reveals the phone and it is counted; the owner’s own reveal is not', async () => {
    const ad = await postAd(app, owner.token);
    const res = await asUser(app, other.token).post(api(`/${ad.id}/phone`));
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { phone: string } }).data.phone).toBe('+966501234567');
    await asUser(app, owner.token).post(api(`/${ad.id}/phone`));
    expect((await details(ad.id, owner.token)).ad.phone_reveals).toBe(1);
  });
});

describe('my ads', () => {
  test('get-by-user lists the caller’s ads in every status, optionally one', async () => {
    const seller = await createUser(app);
    const first = await postAd(app, seller.token, { title: 'First ad' });
    const second = await postAd(app, seller.token, { title: 'Second ad' });
    await asUser(app, seller.token).post(api(`/${first.id}/status`), { status: 'sold' });
    const all = await asUser(app, seller.token).get(api('/get-by-user'));
    expect(all.statusCode).toBe(200);
    const body = all.json() as { data: Array<{ id: number; status: string }>; meta: object };
    expect(body.data.map((a) => [a.id, a.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'sold'],
    ]);
    expect(body.meta).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    const sold = await asUser(app, seller.token).get(api('/get-by-user?status=sold'));
    expect((sold.json() as { data: Array<{ id: number }> }).data.map((a) => a.id)).toEqual([
      first.id,
    ]);
    expect((await app.inject({ method: 'GET', url: api('/get-by-user') })).statusCode).toBe(401);
  });
});
