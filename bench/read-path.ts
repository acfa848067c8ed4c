// The figures every read path is judged by (issue #12), the same for ads, the feed and the lists
// that copy them: the route under load at 50 and 10 connections, pgbench of the SQL one request
// runs against pgbench of a plain indexed read of the same page, and where the time goes.
import type { RouteLoad } from './lib.ts';
import { type Explained, explainStatements, type PgbenchMode, pgbench } from './postgres.ts';

export const BUDGETS = {
  /** pgbench of the route's SQL at least half of the plain page read's. */
  sql_vs_plain_max: 2,
  /** The route's req/s at 50 connections at least a fifth of the plain read's tps. */
  route_vs_plain_min: 0.2,
  p99_at10_ms: 25,
  pglite_rps: 600,
};

/** The SQL of one request of a route, and the plain page read it is compared with. */
export interface SqlCase {
  /** The statements one request runs in the steady state of the run. */
  statements: string[];
  /** The first request's, when it differs (a list's count, remembered afterwards). */
  first?: string[];
  /** The same page (or row) read from its table alone: no joins, counts or subqueries. */
  plain: string[];
  /** How the route sends them: named statements (`prepared`) or planned every time (`simple`). */
  mode: PgbenchMode;
}

export interface SqlFigures {
  statements: number;
  pgbench_mode: PgbenchMode;
  route_sql_tps: number;
  route_sql_tps_first_request?: number;
  plain_read_tps: number;
  /**
   * The plain read by pgbench's defaults (one client, planned every time): how issue #12 measured
   * it when it set `route_vs_plain`'s budget (9,138–15,514 tps then).
   */
  plain_read_tps_one_client: number;
  /** plain_read_tps ÷ route_sql_tps: how much more the route's SQL costs than the plain read. */
  sql_vs_plain: number;
  /** Server time per request: planning, execution, buffers (EXPLAIN ANALYZE, medians). */
  explain: {
    route_planned_every_time: Explained;
    route_as_run: Explained;
    plain_read: Explained;
  };
}

export const sqlFigures = async (
  { dbName, url, dir }: { dbName: string; url: string; dir: string },
  name: string,
  c: SqlCase,
): Promise<SqlFigures> => {
  const file = name.replace(/\W+/g, '-');
  const routeTps = await pgbench(dbName, file, c.statements, dir, c.mode);
  const plainTps = await pgbench(dbName, `${file}-plain`, c.plain, dir, c.mode);
  const plainOneClient = await pgbench(dbName, `${file}-plain-1`, c.plain, dir, 'simple', 1);
  const firstTps = c.first ? await pgbench(dbName, `${file}-first`, c.first, dir, 'simple') : null;
  const planned = await explainStatements(url, c.statements, { prepared: false });
  return {
    statements: c.statements.length,
    pgbench_mode: c.mode,
    route_sql_tps: routeTps,
    ...(firstTps === null ? {} : { route_sql_tps_first_request: firstTps }),
    plain_read_tps: plainTps,
    plain_read_tps_one_client: plainOneClient,
    sql_vs_plain: Number((plainTps / Math.max(1, routeTps)).toFixed(2)),
    explain: {
      route_planned_every_time: planned,
      route_as_run:
        c.mode === 'prepared'
          ? await explainStatements(url, c.statements, { prepared: true })
          : planned,
      plain_read: await explainStatements(url, c.plain, { prepared: c.mode === 'prepared' }),
    },
  };
};

/** A route's whole record: its loads, its SQL figures, the ratios and whether each budget holds. */
export const routeRecord = (load: RouteLoad, sql: SqlFigures) => {
  const routeVsPlain = Number(
    (load.at50.requests_per_second / Math.max(1, sql.plain_read_tps)).toFixed(3),
  );
  return {
    ...load,
    sql,
    sql_vs_plain: sql.sql_vs_plain,
    route_vs_plain: routeVsPlain,
    /** Against the plain read as the issue measured it (pgbench's one client); not the budget. */
    route_vs_plain_one_client: Number(
      (load.at50.requests_per_second / Math.max(1, sql.plain_read_tps_one_client)).toFixed(3),
    ),
    budgets_met: {
      sql_vs_plain: sql.sql_vs_plain <= BUDGETS.sql_vs_plain_max,
      route_vs_plain: routeVsPlain >= BUDGETS.route_vs_plain_min,
      p99_at10: load.at10.p99_ms <= BUDGETS.p99_at10_ms,
    },
  };
};
export type RouteRecord = ReturnType<typeof routeRecord>;

/** One console line per route: the figures the README table shows. */
export const printRecords = (records: Array<RouteRecord | RouteLoad>) =>
  console.table(
    records.map((r) => ({
      route: r.name,
      'req/s @50': r.at50.requests_per_second,
      'p50/p99 @50': `${r.at50.p50_ms}/${r.at50.p99_ms}`,
      'req/s @10': r.at10.requests_per_second,
      'p50/p99 @10': `${r.at10.p50_ms}/${r.at10.p99_ms}`,
      'cpu ms/req': r.server_cpu_ms_per_request,
      'sql tps': 'sql' in r ? r.sql.route_sql_tps : '',
      'plain tps': 'sql' in r ? r.sql.plain_read_tps : '',
      sql_vs_plain: 'sql' in r ? r.sql_vs_plain : '',
      route_vs_plain: 'sql' in r ? r.route_vs_plain : '',
      'vs 1 client': 'sql' in r ? r.route_vs_plain_one_client : '',
    })),
  );
