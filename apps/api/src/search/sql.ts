// The SQL side of the shared search module: conditions over columns stored through `normalizeText`
// (a `tsvector` of the text and the normalised title), built from a user's query normalised the
// same way. Every value is a bound parameter; callers must not prepare these statements (named
// statements get generic plans, which are catastrophic for rare terms).
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { normalizeText, prefixTsQuery, searchTerms } from './normalize.ts';

export interface SearchColumns {
  /** `to_tsvector('simple', normalizeText(text))`, GIN-indexed. */
  vector: AnyColumn | SQL;
  /** `normalizeText(title)`, GIN-indexed with `gin_trgm_ops`. */
  titleNorm: AnyColumn | SQL;
}

/**
 * Full-text match: every word of the query as a prefix (`iphon` finds `iphone`, `٢٠٢٠` finds
 * `2020`, `احمد` finds `أحمد`). Null when the query has no words.
 */
export const fullTextMatch = (vector: SearchColumns['vector'], query: string): SQL | null => {
  const tsquery = prefixTsQuery(query);
  return tsquery ? sql`${vector} @@ to_tsquery('simple', ${tsquery})` : null;
};

/**
 * How similar a misspelt word must be to a title's word (`pg_trgm` word similarity, 0..1). The
 * default 0.6 misses one dropped letter in a short word ("samsng" → 0.57, "تويتا" → 0.5).
 */
export const FUZZY_WORD_THRESHOLD = 0.5;

/**
 * Sets `FUZZY_WORD_THRESHOLD` for the rest of the current transaction: run `fuzzyTitleMatch`
 * queries after it, in the same transaction.
 */
export const useFuzzyThreshold = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_WORD_THRESHOLD)}, true)`;

/**
 * Misspelling match: the normalised query is similar to some run of words of the title
 * (`pg_trgm` word similarity, `%>`, GIN-indexed; threshold: see `useFuzzyThreshold`). Null when
 * the query is empty.
 */
export const fuzzyTitleMatch = (
  titleNorm: SearchColumns['titleNorm'],
  query: string,
): SQL | null => {
  const normalised = normalizeText(query);
  return normalised ? sql`${titleNorm} %> ${normalised}` : null;
};

/**
 * Relevance of a full-text match (`ts_rank`), for ordering a bounded set only: ranking every
 * match of a common word costs hundreds of milliseconds on a large table.
 */
export const fullTextRank = (vector: SearchColumns['vector'], query: string): SQL | null => {
  const tsquery = prefixTsQuery(query);
  return tsquery ? sql`ts_rank(${vector}, to_tsquery('simple', ${tsquery}))` : null;
};

/** The stored forms of a searchable record, computed once when it is written. */
export const searchableText = ({ title, body }: { title: string; body?: string }) => ({
  titleNorm: normalizeText(title),
  searchText: normalizeText(body ? `${title} ${body}` : title),
});

/** The most common lexemes of a `tsvector` column and the share of rows holding each (ANALYZE). */
export interface LexemeStats {
  lexemes: string[];
  shares: number[];
}

/** `LexemeStats` of `table.column` in the current schema: none before the table is analysed. */
export const lexemeStatsQuery = (table: string, column: string) =>
  sql`select most_common_elems::text::text[] as lexemes, most_common_elem_freqs::float8[] as shares
    from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = ${column}`;

/**
 * The estimated share of rows matching every word of `query` as a prefix: per word, the summed
 * shares of the common lexemes it begins (0 when it begins none: a rare word), multiplied over
 * the words (taken as independent, as PostgreSQL does). PostgreSQL estimates every prefix query alike (a fixed guess), so it cannot tell a
 * common word, best found by walking the rows newest first, from a rare one, which only the GIN
 * index finds fast (walking would read the whole table): the caller decides with this.
 */
export const estimatedShare = (stats: LexemeStats | undefined, query: string): number => {
  const terms = searchTerms(query);
  if (!stats || terms.length === 0) return 0;
  let share = 1;
  for (const term of terms) {
    let sum = 0;
    for (const [i, lexeme] of stats.lexemes.entries()) {
      if (lexeme.startsWith(term)) sum += stats.shares[i] ?? 0;
    }
    share *= Math.min(1, sum);
  }
  return share;
};
