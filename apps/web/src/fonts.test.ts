import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

// The landing's weight budget (issue #12: ≤ 170 KB in all, cold, in English and in Arabic) leaves
// room for the Arabic face only: English text uses the system face, Arabic text two small files.
const css = readFileSync(join(import.meta.dirname, 'index.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
const sources = (face: string) => [...face.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1]!);
const codePoints = (face: string) =>
  /unicode-range:([^;]+);/
    .exec(face)![1]!
    .split(',')
    .map((part) => part.trim().replace(/^U\+/, ''))
    .map((part) => part.split('-').map((hex) => Number.parseInt(hex, 16)));

describe('self-hosted fonts', () => {
  test('no package font CSS is imported (it declares Latin, Cyrillic and every weight)', () => {
    expect(css).not.toMatch(/@import\s+["']@fontsource/);
  });

  test('one Arabic face in two weights, woff2 only, swapped in, never for Latin text', () => {
    expect(faces).toHaveLength(2);
    expect(faces.map((face) => /font-weight:\s*(\d+)/.exec(face)?.[1])).toEqual(['400', '700']);
    for (const face of faces) {
      expect(face).toMatch(/font-display:\s*swap/);
      expect(sources(face)).toHaveLength(1);
      expect(sources(face)[0]).toMatch(/\.woff2$/);
      for (const [from, to = from] of codePoints(face)) {
        expect(from).toBeGreaterThanOrEqual(0x0600);
        expect(to).toBeLessThan(0x2100);
      }
    }
  });

  test('each file is the subset (a few KB), not the full Arabic face', () => {
    for (const face of faces) {
      const bytes = statSync(join(import.meta.dirname, sources(face)[0]!)).size;
      expect(bytes).toBeLessThan(14 * 1024);
    }
  });
});
