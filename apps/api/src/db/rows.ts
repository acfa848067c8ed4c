/**
 * The rows of a raw `db.execute(sql...)` result. Both drivers answer `{ rows }` (node-postgres'
 * `QueryResult`, PGlite's `Results`), but drizzle's shared `PgDatabase` type does not say so.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
