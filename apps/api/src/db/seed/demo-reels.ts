import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { storeImage } from '../../media/images.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { posterFrame } from '../../media/videos.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import { communityProfiles, follows, friendships } from '../../modules/friends/friends.table.ts';
import { reelComments, reelReactions, reels } from '../../modules/reels/reels.table.ts';
import { stories } from '../../modules/stories/stories.table.ts';
import type { Database } from '../client.ts';

/** Short, small, text-free clips made once with ffmpeg (lavfi gradients and a zoom). */
const VIDEOS = join(import.meta.dirname, 'data', 'reels');

const demoReels = [
  {
    who: 'sara@example.com',
    file: 'sunset.mp4',
    caption: 'غروب الشمس على شاطئ جميرا اليوم 🌅',
    hoursAgo: 3,
  },
  {
    who: 'ahmed@example.com',
    file: 'sea-glass.mp4',
    caption: 'Calm evening colours by the Riyadh boulevard.',
    hoursAgo: 20,
  },
  {
    who: 'company@example.com',
    file: 'deep-zoom.mp4',
    caption: 'تفاصيل التصميم في مشروعنا الجديد بجدة',
    hoursAgo: 44,
  },
] as const;

const storyPicture = (from: string, to: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
        </linearGradient></defs>
        <rect width="720" height="1280" fill="url(#g)"/>
        <circle cx="360" cy="560" r="180" fill="#ffffff" opacity="0.25"/>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * Demo reels (the three shipped clips, with a poster frame when ffmpeg is installed), two fresh
 * stories, a friendship and follows between the demo accounts. Only into a database without
 * reels, and only with media storage and the demo accounts.
 */
export const seedDemoReels = async (db: Database, media: MediaStorage): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(reels);
  if ((existing?.n ?? 0) > 0) return;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['ahmed@example.com', 'sara@example.com', 'company@example.com']));
  const idOf = new Map(accounts.map((a) => [a.email, a.id]));
  if (idOf.size < 3) return;
  const ahmed = idOf.get('ahmed@example.com')!;
  const sara = idOf.get('sara@example.com')!;
  const company = idOf.get('company@example.com')!;

  const stored = await Promise.all(
    demoReels.map(async (reel) => {
      const path = join(VIDEOS, reel.file);
      const key = `reels/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.mp4`;
      await media.putStream(key, createReadStream(path), { contentType: 'video/mp4' });
      const poster = await posterFrame(path);
      const posterKey = poster ? await storeImage(media, poster, 'reels-posters') : null;
      return { key, posterKey };
    }),
  );
  const storyImages = await Promise.all([
    storyPicture('#0f766e', '#f59e0b').then((png) => storeImage(media, png, 'stories')),
    storyPicture('#7c3aed', '#f472b6').then((png) => storeImage(media, png, 'stories')),
  ]);

  await db.transaction(async (tx) => {
    const now = Date.now();
    const ids: number[] = [];
    for (const [i, reel] of demoReels.entries()) {
      const [row] = await tx
        .insert(reels)
        .values({
          userId: idOf.get(reel.who)!,
          title: 'test',
          caption: reel.caption,
          videoKey: stored[i]!.key,
          posterKey: stored[i]!.posterKey,
          createdAt: new Date(now - reel.hoursAgo * 3_600_000),
          reactionsCount: i === 0 ? 2 : 1,
          commentsCount: i === 0 ? 1 : 0,
        })
        .returning({ id: reels.id });
      ids.push(row!.id);
    }
    await tx.insert(reelReactions).values([
      { reelId: ids[0]!, userId: ahmed, type: 'love' },
      { reelId: ids[0]!, userId: company, type: 'love' },
      { reelId: ids[1]!, userId: sara, type: 'love' },
      { reelId: ids[2]!, userId: ahmed, type: 'love' },
    ]);
    await tx
      .insert(reelComments)
      .values({ reelId: ids[0]!, userId: ahmed, content: 'What a view! Enjoy Dubai 👌' });
    await tx.insert(stories).values([
      {
        userId: sara,
        mediaKey: storyImages[0]!,
        mediaType: 'image',
        caption: 'صباح الخير من دبي ☀️',
        createdAt: new Date(now - 2 * 3_600_000),
      },
      {
        userId: company,
        mediaKey: storyImages[1]!,
        mediaType: 'image',
        caption: 'Open house this Friday in Jeddah',
        createdAt: new Date(now - 5 * 3_600_000),
      },
    ]);
    await tx.insert(friendships).values({
      requesterId: ahmed,
      addresseeId: sara,
      status: 'accepted',
      acceptedAt: new Date(now - 30 * 86_400_000),
    });
    await tx.insert(follows).values([
      { followerId: ahmed, followeeId: company },
      { followerId: sara, followeeId: company },
    ]);
    await tx.insert(communityProfiles).values([
      {
        userId: ahmed,
        work: 'Sales at Riyadh Motors',
        education: 'King Saud University',
        placesLived: 'Riyadh, Saudi Arabia',
        contactInfo: 'ahmed@example.com',
        friendsCount: 1,
        followingCount: 1,
      },
      {
        userId: sara,
        work: 'مصممة داخلية مستقلة',
        education: 'الجامعة الأمريكية في الشارقة',
        placesLived: 'دبي، الإمارات',
        contactInfo: 'sara@example.com',
        friendsCount: 1,
        followingCount: 1,
      },
      {
        userId: company,
        work: 'Real estate in Jeddah and Makkah',
        placesLived: 'Jeddah',
        contactInfo: 'company@example.com',
        followersCount: 2,
      },
    ]);
  });
};
