import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { VIDEO_TYPES } from '@souq/contract/limits';
import { fileTypeFromBuffer } from 'file-type';
import mediaInfoFactory, {
  type GeneralTrack,
  type MediaInfo,
  type MediaInfoResult,
  type VideoTrack,
} from 'mediainfo.js';
import { IMAGE_MIME_TYPES } from './images.ts';

const run = promisify(execFile);

export type SniffedKind = 'video' | 'image';
export interface Sniffed {
  kind: SniffedKind;
  mime: string;
  /** The file extension stored with a video (it gives the type when the file is served). */
  extension: string;
}

/** How many leading bytes `sniff` reads at most (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/** The videos taken, by the type file-type reads (AVI is served under its common name). */
const VIDEOS: Record<string, { mime: (typeof VIDEO_TYPES)[number]; extension: string }> = {
  'video/mp4': { mime: 'video/mp4', extension: 'mp4' },
  'video/x-m4v': { mime: 'video/x-m4v', extension: 'm4v' },
  'video/quicktime': { mime: 'video/quicktime', extension: 'mov' },
  'video/webm': { mime: 'video/webm', extension: 'webm' },
  'video/3gpp': { mime: 'video/3gpp', extension: '3gp' },
  'video/vnd.avi': { mime: 'video/x-msvideo', extension: 'avi' },
};

/**
 * The type of a file from its first bytes, by file-type (the one sniffer of the API): a video
 * container of `VIDEO_TYPES`, or an image the media area decodes; null for anything else. The
 * name and the declared type of an upload are never believed, and a video's container is then
 * parsed (`probeVideo`), since its first bytes say nothing of what follows.
 */
export const sniff = async (head: Uint8Array): Promise<Sniffed | null> => {
  const type = await fileTypeFromBuffer(head);
  if (!type) return null;
  const video = VIDEOS[type.mime];
  if (video) return { kind: 'video', ...video };
  if (IMAGE_MIME_TYPES.has(type.mime))
    return { kind: 'image', mime: type.mime, extension: type.ext };
  return null;
};

/** Video codecs a player can decode (MediaInfo's names). */
const KNOWN_CODECS = new Set([
  'AVC',
  'HEVC',
  'VP8',
  'VP9',
  'AV1',
  'MPEG-4 Visual',
  'MPEG Video',
  'H.263',
  'ProRes',
]);

/** What a parsed video is: its length and its first video track's codec. */
export interface VideoFacts {
  seconds: number;
  codec: string;
}

let analyzer: Promise<MediaInfo<'object'>> | undefined;
let turn: Promise<unknown> = Promise.resolve();

/** The one MediaInfo instance, loaded on first use (again after a failed load). */
const loadAnalyzer = () => {
  analyzer ??= mediaInfoFactory({ format: 'object' }).catch((error: unknown) => {
    analyzer = undefined;
    throw error;
  });
  return analyzer;
};

/** MediaInfo reads the file at `path` in chunks, as it asks for them: never all of it at once. */
const analyze = async (mediainfo: MediaInfo<'object'>, path: string) => {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    return await mediainfo.analyzeData(size, async (length, offset) => {
      const chunk = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await file.read(chunk, 0, chunk.length, offset);
      return chunk.subarray(0, bytesRead);
    });
  } finally {
    await file.close();
  }
};

const factsOf = (result: MediaInfoResult): VideoFacts | null => {
  const tracks = result.media?.track ?? [];
  const video = tracks.find(
    (track) => track['@type'] === 'Video' && KNOWN_CODECS.has(track.Format ?? ''),
  );
  const general = tracks.find((track) => track['@type'] === 'General');
  const seconds = Number(
    (video as VideoTrack | undefined)?.Duration ?? (general as GeneralTrack | undefined)?.Duration,
  );
  if (!video || !Number.isFinite(seconds) || seconds <= 0) return null;
  return { seconds, codec: video.Format ?? '' };
};

/**
 * Parses the container of the video at `path` with MediaInfo (WebAssembly: no program to install)
 * and answers its length and codec, or null when it is not a decodable video: no video track, an
 * unknown codec or no duration (a container header followed by anything else). One file at a
 * time, on one MediaInfo instance loaded on first use.
 */
export const probeVideo = (path: string): Promise<VideoFacts | null> => {
  const probed = turn.then(async () => {
    const mediainfo = await loadAnalyzer();
    try {
      return factsOf(await analyze(mediainfo, path));
    } catch {
      // MediaInfo gave up on the bytes: not a video it can read.
      return null;
    }
  });
  turn = probed.catch(() => {});
  return probed;
};

let ffmpegFound: Promise<boolean> | undefined;

/** True when an `ffmpeg` program runs here (checked once). */
export const hasFfmpeg = (): Promise<boolean> => {
  ffmpegFound ??= run('ffmpeg', ['-version'], { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  return ffmpegFound;
};

const frameAt = async (path: string, seconds: number): Promise<Buffer | null> => {
  try {
    const { stdout } = await run(
      'ffmpeg',
      // biome-ignore format: one option and its value per line pair would hide the command
      ['-v', 'error', '-ss', String(seconds), '-i', path, '-frames:v', '1', '-vf', 'scale=720:-2', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1'],
      { encoding: 'buffer', maxBuffer: 20 * 1024 * 1024, timeout: 30_000 },
    );
    return stdout.length > 0 ? stdout : null;
  } catch {
    return null;
  }
};

/**
 * A PNG frame of the video at `path` (half a second in, else the first), or null when ffmpeg is
 * not installed or cannot read it: the player then shows the video's own first frame.
 */
export const posterFrame = async (path: string): Promise<Buffer | null> => {
  if (!(await hasFfmpeg())) return null;
  return (await frameAt(path, 0.5)) ?? (await frameAt(path, 0));
};
