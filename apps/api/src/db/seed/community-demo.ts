import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storeImage } from '../../media/images.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import { regions } from '../../modules/catalog/catalog.table.ts';
import { postComments, postReactions, posts } from '../../modules/community/community.table.ts';
import type { Database } from '../client.ts';
import { type DemoAuthor, type DemoComment, demoPosts } from './data/community-posts.ts';

const demoEmails: Record<DemoAuthor, string> = {
  ahmed: 'ahmed@example.com',
  sara: 'sara@example.com',
  company: 'company@example.com',
};

/** Sky and ground colours of the generated pictures: a car meet, a table, a tower, a beach, dunes. */
const pictures = [
  ['#1e3a8a', '#f59e0b', '#374151'],
  ['#fef3c7', '#92400e', '#d6b48c'],
  ['#0ea5e9', '#e5e7eb', '#64748b'],
  ['#f97316', '#fde68a', '#0e7490'],
  ['#fbbf24', '#c2410c', '#ea580c'],
] as const;

/** A simple landscape-like 1200×800 PNG, so demo posts show real stored images. */
const picture = ([sky, sun, ground]: readonly [string, string, string]) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
        <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${sun}"/>
        </linearGradient></defs>
        <rect width="1200" height="800" fill="url(#s)"/>
        <circle cx="860" cy="300" r="110" fill="${sun}" opacity="0.85"/>
        <path d="M0 560 Q300 440 600 560 T1200 540 V800 H0 Z" fill="${ground}"/>
        <path d="M0 640 Q400 560 800 650 T1200 620 V800 H0 Z" fill="${ground}" opacity="0.7"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * About 30 posts in Arabic and English by the demo accounts, with nested comments, reactions and
 * (when media storage is given) a few pictures. Only into a database without posts, and only when
 * the demo accounts exist.
 */
export const seedCommunityDemo = async (
  db: Database,
  { media }: { media?: MediaStorage } = {},
): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(posts);
  if ((existing?.n ?? 0) > 0) return;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(demoEmails)));
  const idOf = new Map(accounts.map((a) => [a.email, a.id]));
  const userId = (who: DemoAuthor) => idOf.get(demoEmails[who]);
  if (Object.keys(demoEmails).some((who) => userId(who as DemoAuthor) === undefined)) return;

  const regionRows = await db
    .select({ id: regions.id, code: regions.code, countryId: regions.countryId })
    .from(regions)
    .where(inArray(regions.code, [...new Set(demoPosts.map((p) => p.region))]));
  const regionOf = new Map(regionRows.map((r) => [r.code, r]));

  const imageKeys = media
    ? await Promise.all(pictures.map(async (p) => storeImage(media, await picture(p), 'posts')))
    : [];

  await db.transaction(async (tx) => {
    const now = Date.now();
    const at = (hoursAgo: number, minutes = 0) =>
      new Date(now - hoursAgo * 3_600_000 + minutes * 60_000);
    for (const post of demoPosts) {
      const region = regionOf.get(post.region)!;
      const [row] = await tx
        .insert(posts)
        .values({
          userId: userId(post.by)!,
          title: post.title ?? null,
          content: post.content,
          imageKey: post.image === undefined ? null : (imageKeys[post.image] ?? null),
          countryId: region.countryId,
          regionId: region.id,
          createdAt: at(post.hoursAgo),
          updatedAt: at(post.hoursAgo),
        })
        .returning({ id: posts.id });
      const postId = row!.id;
      const reactions = Object.entries(post.reactions ?? {});
      if (reactions.length > 0) {
        await tx.insert(postReactions).values(
          reactions.map(([who, type], i) => ({
            postId,
            userId: userId(who as DemoAuthor)!,
            type,
            createdAt: at(post.hoursAgo, 10 + i * 7),
          })),
        );
      }
      let minute = 15;
      const addComments = async (list: DemoComment[], parentId: number | null) => {
        for (const comment of list) {
          minute += 11;
          const [inserted] = await tx
            .insert(postComments)
            .values({
              postId,
              parentId,
              userId: userId(comment.by)!,
              content: comment.text,
              createdAt: at(post.hoursAgo, minute),
              updatedAt: at(post.hoursAgo, minute),
            })
            .returning({ id: postComments.id });
          if (comment.replies) await addComments(comment.replies, inserted!.id);
        }
      };
      await addComments(post.comments ?? [], null);
    }
  });
};
