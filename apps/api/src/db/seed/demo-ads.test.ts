import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { imageVariantKey } from '../../media/images.ts';
import { diskStorage } from '../../media/storage.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import { adPhotos, ads } from '../../modules/ads/ads.table.ts';
import { categories } from '../../modules/catalog/catalog.table.ts';
import { demoAccounts } from './demo.ts';
import { seedDemoAds } from './demo-ads.ts';
import { demoAdSvg } from './demo-pictures.ts';

const DAY_MS = 86_400_000;
let app: App;
let mediaDir: string;
beforeAll(async () => {
  app = await buildTestApp();
  mediaDir = await mkdtemp(join(tmpdir(), 'souq-demo-ads-'));
  await seedDemoAds(app.db, diskStorage(mediaDir));
});
afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('demo listings', () => {
  test('demo sellers joined months ago, before any of their ads', async () => {
    const sellers = await app.db
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .where(
        inArray(
          users.email,
          demoAccounts.map((a) => a.email),
        ),
      );
    expect(sellers).toHaveLength(3);
    for (const seller of sellers) {
      expect(Date.now() - seller.createdAt.getTime()).toBeGreaterThan(180 * DAY_MS);
      const theirs = await app.db
        .select({ createdAt: ads.createdAt })
        .from(ads)
        .where(eq(ads.userId, seller.id));
      expect(theirs.length).toBeGreaterThan(0);
      for (const ad of theirs) expect(ad.createdAt > seller.createdAt).toBe(true);
    }
  });

  test('the ads of one category show different pictures, each card image at most 40 KB', async () => {
    const rows = await app.db
      .select({ adId: ads.id, root: ads.rootCategoryId, key: adPhotos.mediaKey })
      .from(adPhotos)
      .innerJoin(ads, eq(ads.id, adPhotos.adId))
      .where(eq(adPhotos.position, 0));
    const firstPicturesByCategory = new Map<number, Set<string>>();
    for (const { root, key } of rows) {
      const seen = firstPicturesByCategory.get(root) ?? new Set();
      firstPicturesByCategory.set(root, seen.add(key));
    }
    for (const pictures of firstPicturesByCategory.values()) {
      expect(pictures.size).toBeGreaterThanOrEqual(3);
    }
    const keys = new Set(rows.map((r) => r.key));
    for (const key of keys) {
      const card = await stat(join(mediaDir, imageVariantKey(key, 400)));
      expect(card.size).toBeLessThanOrEqual(40 * 1024);
    }
  });

  test('pictures carry no text in any language, and differ between variants', async () => {
    const roots = await app.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(isNull(categories.parentId));
    for (const { slug } of roots) {
      const drawings = [0, 1, 2, 3].map((v) => demoAdSvg(slug, v));
      for (const svg of drawings) expect(svg).not.toMatch(/<text|\p{Script=Arabic}/u);
      expect(new Set(drawings).size).toBe(4);
    }
  });
});
