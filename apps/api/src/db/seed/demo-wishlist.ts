import { inArray, sql } from 'drizzle-orm';
import { users } from '../../modules/accounts/accounts.table.ts';
import { wishlistItems } from '../../modules/wishlist/wishlist.table.ts';
import type { Database } from '../client.ts';
import { rowsOf } from '../rows.ts';

/** Whose wish lists hold something, and how many of each kind (other people's items). */
const demoWishlists: Array<{ email: string; ads: number; jobs: number; auctions: number }> = [
  { email: 'ahmed@example.com', ads: 3, jobs: 2, auctions: 2 },
  { email: 'sara@example.com', ads: 2, jobs: 1, auctions: 1 },
];

/**
 * A few saved ads (one sold among them when there is one), jobs and auctions in the demo people's
 * wish lists, saved over the last days. Only into an empty wish-list table; nothing when the other
 * areas have no demo items (tests without media).
 */
export const seedDemoWishlist = async (db: Database): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(wishlistItems);
  if ((existing?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoWishlists.map((w) => w.email),
      ),
    );
  for (const person of people) {
    const plan = demoWishlists.find((w) => w.email === person.email)!;
    const picks = rowsOf<{ type: 'ad' | 'job' | 'auction'; id: number | string }>(
      await db.execute(sql`
        (select 'ad' as type, id from ads where user_id <> ${person.id} and status <> 'archived'
          order by (status = 'sold') desc, id limit ${plan.ads})
        union all
        (select 'job', id from jobs where user_id <> ${person.id} order by id limit ${plan.jobs})
        union all
        (select 'auction', id from auctions where user_id <> ${person.id} and cancelled_at is null
          order by id limit ${plan.auctions})`),
    );
    if (picks.length === 0) continue;
    await db.insert(wishlistItems).values(
      picks.map((pick, index) => ({
        userId: person.id,
        itemType: pick.type,
        itemId: Number(pick.id),
        // Saved over the last days, one every few hours.
        createdAt: sql`now() - make_interval(hours => ${(index + 1) * 7})`,
      })),
    );
  }
};
