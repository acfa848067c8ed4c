import { customType } from 'drizzle-orm/pg-core';

/** A full-text search column (`search/sql.ts` fills and matches it); one type for every listing. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
