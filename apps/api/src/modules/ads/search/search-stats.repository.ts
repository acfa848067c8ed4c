import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { memoize } from '../../../lib/memo.ts';
import { estimatedShare, type LexemeStats, lexemeStatsQuery } from '../../../search/sql.ts';

// The statistics change only when the table is analysed: read again every ten minutes.
const SEARCH_STATS_TTL_MS = 600_000;
const searchStatsOf = memoize(SEARCH_STATS_TTL_MS, async (db: Database) => {
  const result = await db.execute(lexemeStatsQuery('ads', 'search'));
  const row = rowsOf<Partial<LexemeStats>>(result)[0];
  if (!row?.lexemes || !row.shares) return undefined;
  return { lexemes: row.lexemes, shares: row.shares.map(Number) };
});

/** The estimated share of ads a text search matches (0 for a rare word; see `estimatedShare`). */
export const searchShare = async (db: Database, query: string) =>
  estimatedShare(await searchStatsOf(db, 'ads'), query);
