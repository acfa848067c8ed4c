import type { WishlistPage } from '@souq/contract';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postAd } from '../../../test/ad-factories.ts';
import { asUser } from '../../../test/as-user.ts';
import { postAuction } from '../../../test/auction-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import { postJob } from '../../../test/job-factories.ts';
import type { App } from '../../app.ts';
import { wishlistItems } from '../../modules/wishlist/wishlist.table.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedDemoWishlist } from './demo-wishlist.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  // Tests have no demo items (no media): someone else's ad, job and auction to save.
  const [seller, company] = await Promise.all([
    createUser(app),
    createUser(app, { type: 'company' }),
  ]);
  await app.db.delete(wishlistItems);
  await Promise.all([
    postAd(app, seller.token),
    postAuction(app, seller.token),
    postJob(app, company.token),
  ]);
  await seedDemoWishlist(app.db);
  // Only into an empty table: a second run adds nothing.
  await seedDemoWishlist(app.db);
});
afterAll(() => app.close());

test('the demo people’s wish lists hold others’ ads, jobs and auctions, once', async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: 'ahmed@example.com', password: DEMO_PASSWORD },
  });
  const ahmed = asUser(app, login.json().data.token as string);
  const page = (await ahmed.get('/api/v1/wishlist')).json() as WishlistPage;
  expect(page.data.map((entry) => entry.type).sort()).toEqual(['ad', 'auction', 'job']);
  expect(page.data.every((entry) => entry.item !== null)).toBe(true);
  expect(page.meta.total).toBe(3);
});
