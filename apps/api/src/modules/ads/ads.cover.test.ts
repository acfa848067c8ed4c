import type { Ad, AdCard } from '@souq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photo, postAd } from '../../../test/ad-factories.ts';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import type { App } from '../../app.ts';
import { ads } from './ads.table.ts';

// The card's cover is kept on the ad row by a trigger (migration 0007): it must always be the
// first photo the ad page shows, whatever order, additions and removals edits make, at once.

let app: App;
let owner: TestAccount;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await createUser(app);
});
afterAll(() => app.close());

const api = (path: string) => `/api/v1/advertisements${path}`;
const photosOf = async (id: number) =>
  ((await app.inject({ method: 'GET', url: api(`/details/${id}`) })).json() as { data: Ad }).data
    .photos;
/** The ad's card in the seller's public list (the list reads the cover from the ad row). */
const cardOf = async (id: number) => {
  const res = await app.inject({
    method: 'GET',
    url: api(`?user_id=${owner.account.id}`),
  });
  return (res.json() as { data: AdCard[] }).data.find((ad) => ad.id === id);
};
const expectCoverIsFirstPhoto = async (id: number) => {
  const photos = await photosOf(id);
  const [row] = await app.db
    .select({ id: ads.coverPhotoId, key: ads.coverKey })
    .from(ads)
    .where(eq(ads.id, id));
  expect(row?.id).toBe(photos[0]!.id);
  expect(row?.key).toBeTruthy();
  expect((await cardOf(id))?.cover).toEqual(photos[0]);
};

describe("an ad's cover on its row", () => {
  test('is the first photo after create, reorder, add-before and removal of the first', async () => {
    const ad = await postAd(app, owner.token, {}, [await photo('#a10'), await photo('#a20')]);
    await expectCoverIsFirstPhoto(ad.id);
    const [a, b] = ad.photos;

    const reordered = await asUser(app, owner.token).post(api(`/update/${ad.id}`), {
      photo_order: `${b!.id},${a!.id}`,
    });
    expect(reordered.statusCode).toBe(200);
    await expectCoverIsFirstPhoto(ad.id);
    expect((await cardOf(ad.id))?.cover?.id).toBe(b!.id);

    const added = await asUser(app, owner.token).post(
      api(`/update/${ad.id}`),
      multipart({ photos: await photo('#a30'), photo_order: ['new:0', String(a!.id)] }),
    );
    expect(added.statusCode).toBe(200);
    await expectCoverIsFirstPhoto(ad.id);
    const newFirst = (added.json() as { data: Ad }).data.photos[0]!;
    expect(newFirst.id).not.toBe(a!.id);
    expect((await cardOf(ad.id))?.cover?.id).toBe(newFirst.id);

    const removed = await asUser(app, owner.token).post(api(`/update/${ad.id}`), {
      photo_order: String(a!.id),
    });
    expect(removed.statusCode).toBe(200);
    await expectCoverIsFirstPhoto(ad.id);
    expect((await cardOf(ad.id))?.cover?.id).toBe(a!.id);
  });

  test('equals the first photo after many edits of one ad at once', async () => {
    const ad = await postAd(app, owner.token, {}, [
      await photo('#b10'),
      await photo('#b20'),
      await photo('#b30'),
    ]);
    const ids = ad.photos.map((p) => p.id);
    const orders = [
      [ids[1], ids[0], ids[2]],
      [ids[2], ids[1], ids[0]],
      [ids[0], ids[2]],
      [ids[2], ids[0], ids[1]],
      [ids[1], ids[2]],
      [ids[0], ids[1], ids[2]],
      [ids[2], ids[1]],
      [ids[1], ids[0]],
    ];
    const results = await Promise.all(
      orders.map((order) =>
        asUser(app, owner.token).post(api(`/update/${ad.id}`), { photo_order: order.join(',') }),
      ),
    );
    // An order naming a photo another edit removed first is refused (422); all others apply.
    for (const res of results) expect([200, 422]).toContain(res.statusCode);
    expect(results.some((res) => res.statusCode === 200)).toBe(true);
    await expectCoverIsFirstPhoto(ad.id);

    // New photos first, sent at once: the cover is one of them and the first the page shows.
    const adds = await Promise.all(
      ['#c10', '#c20', '#c30'].map(async (color) =>
        asUser(app, owner.token).post(
          api(`/update/${ad.id}`),
          multipart({
            photos: await photo(color),
            photo_order: ['new:0', ...(await photosOf(ad.id)).map((p) => String(p.id))],
          }),
        ),
      ),
    );
    for (const res of adds) expect([200, 422]).toContain(res.statusCode);
    await expectCoverIsFirstPhoto(ad.id);
  });
});
