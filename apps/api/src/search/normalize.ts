// One normalisation for every searchable text, applied when it is stored and when it is searched,
// so that spelling variants common in Arabic (and case, accents and digit forms) meet.

// Harakat, tanween, shadda, sukun, superscript alef, Quranic marks, and the tatweel stretch.
const ARABIC_MARKS =
  /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;
const ALEF_FORMS = /[\u0623\u0625\u0622\u0671]/g; // أ إ آ ٱ
const TAA_MARBUTA = /\u0629/g; // ة
const ALEF_MAKSURA = /\u0649/g; // ى
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g; // ٠-٩
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g; // ۰-۹
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Lower-cased, accents and Arabic diacritics removed, أ إ آ ٱ → ا, ة → ه, ى → ي, Arabic-Indic and
 * Persian digits → 0-9, whitespace collapsed.
 */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(LATIN_COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(TAA_MARBUTA, '\u0647')
    .replace(ALEF_MAKSURA, '\u064A')
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** At most this many words of a query are used: enough for any real search, bounded cost. */
const MAX_QUERY_TERMS = 8;

/** The words of a query, normalised, letters and digits only (anything else separates words). */
export const searchTerms = (query: string): string[] =>
  normalizeText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_QUERY_TERMS);

/**
 * A `to_tsquery('simple', …)` expression matching every word as a prefix ("iphon" → iphone), or
 * null when the query has no words. Terms hold only letters and digits, so nothing in them can
 * change the expression's meaning.
 */
export const prefixTsQuery = (query: string): string | null => {
  const terms = searchTerms(query);
  return terms.length ? terms.map((t) => `${t}:*`).join(' & ') : null;
};
