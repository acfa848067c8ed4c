import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type SniffedKind = 'video' | 'image';
export interface Sniffed {
  kind: SniffedKind;
  mime: string;
  /** The file extension stored with a video (it gives the type when the file is served). */
  extension: string;
}

/** How many leading bytes `sniff` needs to decide. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

// ISO-BMFF brands of still pictures (AVIF, HEIC): an `ftyp` box that is not a video.
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1']);

/**
 * The type of a file from its first 12 bytes: MP4 and MOV (an ISO-BMFF `ftyp` box; `qt  ` is
 * QuickTime), AVI (`RIFF….AVI `), and the images the media area decodes (JPEG, PNG, WebP, AVIF);
 * null for anything else. The name and the declared type of an upload are never believed.
 */
export const sniff = (head: Uint8Array): Sniffed | null => {
  if (head.length < SNIFF_BYTES) return null;
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return { kind: 'image', mime: 'image/avif', extension: 'avif' };
    if (brand === 'qt  ') return { kind: 'video', mime: 'video/quicktime', extension: 'mov' };
    return { kind: 'video', mime: 'video/mp4', extension: 'mp4' };
  }
  if (ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 12);
    if (form === 'AVI ') return { kind: 'video', mime: 'video/x-msvideo', extension: 'avi' };
    if (form === 'WEBP') return { kind: 'image', mime: 'image/webp', extension: 'webp' };
    return null;
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { kind: 'image', mime: 'image/jpeg', extension: 'jpg' };
  }
  if (ascii(head, 1, 4) === 'PNG' && head[0] === 0x89) {
    return { kind: 'image', mime: 'image/png', extension: 'png' };
  }
  return null;
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
