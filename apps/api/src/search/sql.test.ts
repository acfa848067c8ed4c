import { describe, expect, it } from 'vitest';
import { estimatedShare } from './sql.ts';

describe('estimatedShare', () => {
  const stats = { lexemes: ['سياره', 'سيارات', 'iphone', '2024'], shares: [0.1, 0.05, 0.2, 0.5] };

  it('sums the common lexemes a word begins, normalised like the stored text', () => {
    expect(estimatedShare(stats, 'سيار')).toBeCloseTo(0.15);
    expect(estimatedShare(stats, 'سيارة')).toBeCloseTo(0.1);
    expect(estimatedShare(stats, 'IPHON')).toBeCloseTo(0.2);
  });

  it('multiplies over the words and is 0 for a word no common lexeme begins', () => {
    expect(estimatedShare(stats, 'iphone ٢٠٢٤')).toBeCloseTo(0.1);
    expect(estimatedShare(stats, 'zzq')).toBe(0);
    expect(estimatedShare(stats, 'iphone zzq')).toBe(0);
  });

  it('is 0 without statistics (a table never analysed)', () => {
    expect(estimatedShare(undefined, 'iphone')).toBe(0);
  });
});
