import { describe, expect, test } from 'vitest';
import { fileNameOf } from './files';

describe('the name a download is saved under', () => {
  test('the UTF-8 name comes first, so an Arabic name survives', () => {
    expect(
      fileNameOf(
        `attachment; filename="cv-7.pdf"; filename*=UTF-8''${encodeURIComponent('ليلى CV.pdf')}`,
        'fallback.pdf',
      ),
    ).toBe('ليلى CV.pdf');
  });

  test('the plain name without a UTF-8 one, and the fallback without either', () => {
    expect(fileNameOf('attachment; filename="cv-7.docx"', 'x')).toBe('cv-7.docx');
    expect(fileNameOf(null, 'cv-7.pdf')).toBe('cv-7.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'cv-7.pdf')).toBe('cv-7.pdf');
  });
});
