import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Reel, Story } from '@souq/contract';
import type { Member } from './community.ts';
import { API } from './community.ts';
import { multipart } from './multipart.ts';

/** The demo reels shipped with the seed (small, text-free MP4s). */
export const demoVideo = (name = 'sea-glass.mp4') =>
  readFile(join(import.meta.dirname, '../src/db/seed/data/reels', name));

/** `size` bytes that start like an ISO-BMFF file of `brand` (MP4 `isom`, QuickTime `qt  `). */
export const isoBmff = (brand: string, size = 4096) => {
  const data = Buffer.alloc(size, 7);
  data.writeUInt32BE(24, 0);
  data.write('ftyp', 4, 'latin1');
  data.write(brand, 8, 'latin1');
  return data;
};

/** `size` bytes that start like an AVI file. */
export const aviBytes = (size = 4096) => {
  const data = Buffer.alloc(size, 3);
  data.write('RIFF', 0, 'latin1');
  data.writeUInt32LE(size - 8, 4);
  data.write('AVI LIST', 8, 'latin1');
  return data;
};

export const reelForm = (
  video: Buffer | null,
  fields: Record<string, string | number> = {},
  filename = 'clip.mp4',
) =>
  multipart({
    caption: 'Sunset over the corniche',
    ...fields,
    ...(video ? { video: { filename, contentType: 'video/mp4', data: video } } : {}),
  });

/** Publishes a reel as `author` and answers it. */
export const postReel = async (author: Member, video?: Buffer, fields = {}): Promise<Reel> => {
  const res = await author.api.post(
    `${API}/reels/create`,
    reelForm(video ?? (await demoVideo()), fields),
  );
  if (res.statusCode !== 201) throw new Error(`reel not created: ${res.body}`);
  return (res.json() as { data: Reel }).data;
};

/** Shares a story as `author` (an image by default). */
export const postStory = async (
  author: Member,
  media: { data: Buffer; filename: string; contentType: string },
  caption = 'Fresh dates today',
): Promise<Story> => {
  const res = await author.api.post(`${API}/stories/create`, multipart({ caption, media }));
  if (res.statusCode !== 201) throw new Error(`story not created: ${res.body}`);
  return (res.json() as { data: Story }).data;
};
