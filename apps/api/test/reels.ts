import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Reel, Story } from '@souq/contract';
import type { Member } from './community.ts';
import { API } from './community.ts';
import { multipart } from './multipart.ts';

/** The demo reels shipped with the seed (small, text-free MP4s). */
export const demoVideo = (name = 'sea-glass.mp4') =>
  readFile(join(import.meta.dirname, '../src/db/seed/data/reels', name));

/** A small real video of `test/videos/` (1 s, 96×64): `clip.mov`, `clip.webm`, `clip.avi`, `clip.3gp`; `long.mp4` lasts 200 s. */
export const testVideo = (name: string) => readFile(join(import.meta.dirname, 'videos', name));

/**
 * A real MP4 of `size` bytes: the demo video followed by a `free` box of varied bytes (players
 * skip it), for uploads of a given size that still parse as a video.
 */
export const paddedVideo = async (size: number) => {
  const video = await demoVideo();
  const free = Buffer.alloc(size - video.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  for (let i = 8; i < free.length; i += 4096) free[i] = (i / 4096) % 251;
  return Buffer.concat([video, free]);
};

/**
 * `size` bytes that start like an ISO-BMFF file of `brand` (MP4 `isom`, QuickTime `qt  `), and
 * hold nothing else: a header a sniffer of the first bytes believes.
 */
export const isoBmff = (brand: string, size = 4096) => {
  const data = Buffer.alloc(size, 7);
  data.writeUInt32BE(24, 0);
  data.write('ftyp', 4, 'latin1');
  data.write(brand, 8, 'latin1');
  return data;
};

/** `size` bytes that start like an AVI file and hold nothing else. */
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
