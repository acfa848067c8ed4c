import type { Database } from '../../db/client.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { defineJob } from '../../jobs/types.ts';
import { deleteExpiredStories } from './story-expiry.repository.ts';

const BATCH = 200;

/**
 * Every minute: stories past 24 hours leave the table and, in the same transaction, a
 * `media.remove` job is written for their files, so `/media/stories/…` answers 404 once it ran,
 * on disk as in S3. (Reads already hide a story at its 24th hour.)
 */
export const storiesSweepJob = defineJob({
  type: 'stories.sweep',
  recurring: '* * * * *',
  run: async (_payload, { db }) => {
    for (;;) {
      const removed = await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const rows = await deleteExpiredStories(tx, BATCH);
        if (rows.length === 0) return 0;
        const images = rows.flatMap((r) => [
          ...(r.media_type === 'image' ? [r.media_key] : []),
          ...(r.poster_key ? [r.poster_key] : []),
        ]);
        const files = rows.filter((r) => r.media_type === 'video').map((r) => r.media_key);
        await enqueue(tx, 'media.remove', { images, files });
        return rows.length;
      });
      if (removed < BATCH) return;
    }
  },
});
