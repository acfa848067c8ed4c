import { describe, expect, test } from 'vitest';
import { normalizeText, prefixTsQuery, searchTerms } from './normalize.ts';

describe('normalizeText makes spelling variants meet', () => {
  test.each([
    ['أحمد', 'احمد'],
    ['إسلام', 'اسلام'],
    ['آمال', 'امال'],
    ['ٱلله', 'الله'],
    ['مدرسة', 'مدرسه'],
    ['مستشفى', 'مستشفي'],
    ['مُحَمَّد', 'محمد'],
    ['جـــميل', 'جميل'],
    ['٢٠٢٠', '2020'],
    ['۱۳۹۹', '1399'],
    ['iPhone', 'iphone'],
    ['Café  Crème', 'cafe creme'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  test('both spellings of a word normalise to the same text', () => {
    expect(normalizeText('سيارة تويوتا كامري ٢٠٢٠')).toBe(normalizeText('سياره تويوتا كامرى 2020'));
  });
});

describe('search queries', () => {
  test('words become prefix terms joined by AND', () => {
    expect(prefixTsQuery('iPhon 13')).toBe('iphon:* & 13:*');
    expect(prefixTsQuery('أحمد')).toBe('احمد:*');
  });

  test('operators and punctuation cannot reach the tsquery', () => {
    expect(searchTerms("a & b | !c:* <-> 'd'")).toEqual(['a', 'b', 'c', 'd']);
    expect(prefixTsQuery('&|!():*')).toBeNull();
    expect(prefixTsQuery('   ')).toBeNull();
  });

  test('a long query is cut to eight terms', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
