import { describe, expect, test } from 'vitest';
import { checkCvFile } from './cv-file';

const file = (bytes: number[] | string, name = 'cv.pdf') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);

describe('a CV picked in the browser', () => {
  test('PDF, Word 97-2003 and DOCX (a ZIP) pass by their first bytes, whatever their name', async () => {
    expect(await checkCvFile(file('%PDF-1.7\n', 'resume.txt'), 100)).toBeNull();
    expect(
      await checkCvFile(file([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), 100),
    ).toBeNull();
    expect(await checkCvFile(file([0x50, 0x4b, 0x03, 0x04, 0]), 100)).toBeNull();
  });

  test('text named cv.pdf is the wrong type; a file over the limit is too large', async () => {
    expect(await checkCvFile(file('just text'), 100)).toBe('type');
    expect(await checkCvFile(file('%PDF-'.padEnd(200, ' ')), 100)).toBe('size');
  });
});
