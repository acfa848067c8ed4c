import { inArray, sql } from 'drizzle-orm';
import { storeImage } from '../../media/images.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import {
  auctionBidders,
  auctionBids,
  auctionPhotos,
  auctions,
} from '../../modules/auctions/auctions.table.ts';
import { categories, regions } from '../../modules/catalog/catalog.table.ts';
import { searchableText } from '../../search/sql.ts';
import type { Database } from '../client.ts';
import { demoAccounts } from './demo.ts';
import { demoAdPicture } from './demo-pictures.ts';

const HOUR = 3_600_000;

interface DemoAuction {
  title: string;
  description: string;
  category: string;
  region: string;
  starting: number;
  increment: number;
  reserve?: number;
  buyNow?: number;
  /** Start and end in hours from now (negative: past). */
  startsIn: number;
  endsIn: number;
  /** Bid amounts, alternating between the other demo accounts. */
  bids: number[];
}

/** Live, upcoming and ended auctions, in Arabic and English. */
const demoAuctions: DemoAuction[] = [
  {
    title: 'Toyota Land Cruiser 2018, full option',
    description: 'One owner, agency serviced, 120,000 km. Inspection report available.',
    category: 'cars-for-sale',
    region: 'SA-01',
    starting: 25000,
    increment: 500,
    reserve: 30000,
    buyNow: 45000,
    startsIn: -20,
    endsIn: 6,
    bids: [25000, 26000, 27500],
  },
  {
    title: 'ساعة رولكس أصلية موديل 2020',
    description: 'ساعة أصلية مع العلبة والضمان، حالة ممتازة بدون خدوش.',
    category: 'watches',
    region: 'AE-DU',
    starting: 3000,
    increment: 100,
    startsIn: -3,
    endsIn: 26,
    bids: [3000, 3200],
  },
  {
    title: 'iPhone 15 Pro Max 256GB sealed',
    description: 'Brand new, sealed box, international version.',
    category: 'mobile-phones',
    region: 'SA-02',
    starting: 800,
    increment: 20,
    buyNow: 1300,
    startsIn: -1,
    endsIn: 50,
    bids: [],
  },
  {
    title: 'كنب مجلس فاخر سبعة مقاعد',
    description: 'كنب مستعمل لمدة سنة واحدة، قماش مخمل، يشمل الطاولة.',
    category: 'sofas-majlis',
    region: 'AE-DU',
    starting: 1500,
    increment: 50,
    startsIn: 12,
    endsIn: 84,
    bids: [],
  },
  {
    title: 'Canon EOS R6 camera with 24-105 lens',
    description: 'Low shutter count, includes two batteries and a bag.',
    category: 'cameras',
    region: 'SA-01',
    starting: 1800,
    increment: 50,
    startsIn: 30,
    endsIn: 102,
    bids: [],
  },
  {
    title: 'لابتوب ماك بوك برو M2',
    description: 'ذاكرة 16 جيجا وسعة 512، البطارية بحالة ممتازة.',
    category: 'computers-laptops',
    region: 'SA-02',
    starting: 4000,
    increment: 100,
    reserve: 4500,
    startsIn: -80,
    endsIn: -8,
    bids: [4000, 4200, 4600],
  },
  {
    title: 'Vintage Arabic calligraphy painting',
    description: 'Framed, signed by the artist, 80 × 60 cm.',
    category: 'home-decor',
    region: 'AE-DU',
    starting: 600,
    increment: 25,
    reserve: 2000,
    startsIn: -100,
    endsIn: -30,
    bids: [600, 650],
  },
];

/**
 * Demo auctions owned by the demo accounts and bid on by the others: live, upcoming and ended
 * (their outcome recorded as the sweep would), only into a database without any auction.
 */
export const seedDemoAuctions = async (db: Database, storage: MediaStorage): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(auctions);
  if ((existing?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  if (people.length < 2) return;
  const [categoryRows, regionRows] = await Promise.all([
    db.select().from(categories),
    db.select().from(regions),
  ]);
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const regionByCode = new Map(regionRows.map((r) => [r.code, r]));
  const leafOf = (slug: string) => {
    const found = categoryBySlug.get(slug);
    if (found && !categoryRows.some((c) => c.parentId === found.id)) return found;
    // A slug missing from the tree falls back to a leaf of the first top-level category.
    return categoryRows.find((c) => !categoryRows.some((d) => d.parentId === c.id))!;
  };
  const rootOf = (id: number) => {
    let node = categoryById.get(id)!;
    while (node.parentId !== null) node = categoryById.get(node.parentId)!;
    return node;
  };
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (const [i, d] of demoAuctions.entries()) {
      const owner = people[i % people.length]!;
      const bidders = people.filter((p) => p.id !== owner.id);
      const category = leafOf(d.category);
      const root = rootOf(category.id);
      const region = regionByCode.get(d.region) ?? regionRows[0]!;
      const key = await storeImage(storage, await demoAdPicture(root.slug, i), 'auctions');
      const startsAt = new Date(now + d.startsIn * HOUR);
      const endsAt = new Date(now + d.endsIn * HOUR);
      const last = d.bids.at(-1);
      const leader = d.bids.length ? bidders[(d.bids.length - 1) % bidders.length]! : null;
      const ended = d.endsIn < 0;
      const reserveMet = last !== undefined && (d.reserve === undefined || last >= d.reserve);
      const [row] = await tx
        .insert(auctions)
        .values({
          userId: owner.id,
          title: d.title,
          description: d.description,
          categoryId: category.id,
          rootCategoryId: root.id,
          countryId: region.countryId,
          regionId: region.id,
          startingPrice: d.starting.toFixed(2),
          minIncrement: d.increment.toFixed(2),
          reservePrice: d.reserve?.toFixed(2) ?? null,
          buyNowPrice: d.buyNow?.toFixed(2) ?? null,
          startsAt,
          endsAt,
          currentPrice: last?.toFixed(2) ?? null,
          bidsCount: d.bids.length,
          leaderId: leader?.id ?? null,
          leaderMax: last?.toFixed(2) ?? null,
          closedAt: ended ? endsAt : null,
          winnerId: ended && reserveMet ? (leader?.id ?? null) : null,
          coverKey: key,
          ...searchableText({ title: d.title, body: d.description }),
          createdAt: new Date(startsAt.getTime() - HOUR),
          updatedAt: new Date(startsAt.getTime() - HOUR),
        })
        .returning({ id: auctions.id });
      const id = row!.id;
      await tx.insert(auctionPhotos).values({ auctionId: id, mediaKey: key, position: 0 });
      const span = Math.max(1, Math.min(now, endsAt.getTime()) - startsAt.getTime());
      for (const [n, amount] of d.bids.entries()) {
        const bidder = bidders[n % bidders.length]!;
        const at = new Date(startsAt.getTime() + (span * (n + 1)) / (d.bids.length + 1));
        await tx.insert(auctionBids).values({
          auctionId: id,
          userId: bidder.id,
          amount: amount.toFixed(2),
          createdAt: at,
        });
        await tx
          .insert(auctionBidders)
          .values({ auctionId: id, userId: bidder.id, maxAmount: amount.toFixed(2), lastBidAt: at })
          .onConflictDoUpdate({
            target: [auctionBidders.auctionId, auctionBidders.userId],
            set: { maxAmount: amount.toFixed(2), lastBidAt: at },
          });
      }
    }
  });
};
