import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { applyMigrations } from '../apps/api/src/db/migrate.ts';
import { seedDatabase } from '../apps/api/src/db/seed/index.ts';
import * as repo from '../apps/api/src/modules/ads/ads.repository.ts';
import * as search from '../apps/api/src/modules/ads/search/ad-search.repository.ts';
import { getReferenceIndex } from '../apps/api/src/modules/catalog/reference-index.ts';
import { normalizeText } from '../apps/api/src/search/normalize.ts';
import { fullTextMatch } from '../apps/api/src/search/sql.ts';
import { startServer } from '../apps/api/test/start-server.ts';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  FEW_CONNECTIONS,
  machine,
  measureRoute,
  QUICK,
  type RouteLoad,
  startBare,
  writeResult,
} from './lib.ts';
import {
  ADMIN_URL,
  admin,
  inline,
  literal,
  type PgbenchMode,
  step,
  textArray,
  withDatabase,
} from './postgres.ts';
import {
  BUDGETS,
  printRecords,
  type RouteRecord,
  routeRecord,
  type SqlCase,
  sqlFigures,
} from './read-path.ts';

const AD_COUNT = Number(process.env.BENCH_ADS ?? 1_000_000);
const SEARCH_TEXT = 'سيارة';
/** Reuse this database when it already holds the ads (skips the seed), e.g. while tuning. */
const REUSE_DB = process.env.BENCH_DB;
/** Leave the database in place at the end (drop it later with `drop database … with (force)`). */
const KEEP_DB = Boolean(process.env.BENCH_KEEP_DB) || Boolean(REUSE_DB);
/** Skip the PGlite part. */
const SKIP_PGLITE = Boolean(process.env.BENCH_SKIP_PGLITE);
/** Only the PostgreSQL routes whose name contains this. */
const ONLY = process.env.BENCH_ONLY;

// Display words and how often they appear; titles take 4 of them, descriptions 8.
const WORDS = [
  'سيارة',
  'تويوتا',
  'كامري',
  'نيسان',
  'باترول',
  'هيونداي',
  'شقة',
  'للإيجار',
  'للبيع',
  'فيلا',
  'أرض',
  'حي',
  'النرجس',
  'الرياض',
  'جدة',
  'دبي',
  'مكيف',
  'جوال',
  'ايفون',
  'سامسونج',
  'لابتوب',
  'بحالة',
  'ممتازة',
  'جديد',
  'مستعمل',
  'نظيف',
  'فل',
  'كامل',
  'ضمان',
  'توصيل',
  'مجاني',
  'عائلية',
  'غرف',
  'مطبخ',
  'أثاث',
  'كنب',
  'مجلس',
  'عبايات',
  'عطور',
  'عود',
  'تمر',
  'عسل',
  'مدرسة',
  'خصوصي',
  'Toyota',
  'Camry',
  'Nissan',
  'iPhone',
  'Samsung',
  'Galaxy',
  'MacBook',
  'Pro',
  'apartment',
  'villa',
  'rent',
  'sale',
  'furnished',
  'bedroom',
  'sofa',
  'bike',
  'camera',
  'laptop',
  'gaming',
  'excellent',
  'condition',
  'used',
  'new',
  'warranty',
  'delivery',
  'family',
  'Dubai',
  'Riyadh',
  '2018',
  '2019',
  '2020',
  '2021',
  '2022',
  '2023',
  '٢٠٢٤',
  '128GB',
  '256GB',
  '512GB',
];

const intArray = (items: number[]) => `array[${items.join(',')}]::bigint[]`;

/**
 * 1M ads with skewed categories, regions and prices, Arabic and English words, 1 photo each. They
 * are inserted oldest first, as a live table fills (ads arrive over time): the heap's order follows
 * `created_at` and the newest ads, which lists and searches read most, sit together.
 */
const seedMillion = async (handle: DatabaseHandle) => {
  const { db } = handle;
  const exec = (text: string) => db.execute(sql.raw(text));
  const reference = await getReferenceIndex(db);
  const leaves = [...reference.categories.values()].filter((c) => c.isLeaf);
  const regionRows = [...reference.regions.values()];
  const normalised = WORDS.map(normalizeText);

  await step('1,000 sellers', () =>
    exec(`insert into users (type, name, email, phone, password_hash, country_id, region_id, invite_code)
      select case when g % 10 = 0 then 'company' else 'user' end, 'Seller ' || g,
        'seller' || g || '@bench.example', '+96650' || lpad(g::text, 7, '0'), 'scrypt$bench',
        ${regionRows[0]!.countryId}, ${regionRows[0]!.id}, 'BENCH' || g
      from generate_series(1, 1000) g`),
  );
  // Secondary indexes are built once after the load: far faster than maintaining them per row.
  const indexes = (await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'ads' and indexname <> 'ads_pkey'`,
  )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> };
  for (const { indexname } of indexes.rows) await exec(`drop index "${indexname}"`);

  await step(`${AD_COUNT.toLocaleString('en')} ads`, async () => {
    await exec(`create temporary table pick as select x.*, row_number() over (order by x.t desc) as seq
      from (select g as i,
        1 + floor(power(random(), 1.6) * ${leaves.length})::int as c,
        1 + floor(power(random(), 2.2) * ${regionRows.length})::int as r,
        1 + floor(random() * 1000)::int as u,
        array(select 1 + floor(random() * ${WORDS.length} + g * 0)::int from generate_series(1, 12)) as w,
        random() as p, random() as s, random() as t
      from generate_series(1, ${AD_COUNT}) g) x`);
    // Ids given (seq: oldest first), so that each ad is written once with its cover (the photo
    // inserted below): the `ad_cover` trigger would rewrite every ad row, a second version of
    // the whole table out of its insertion order.
    await exec(`create temporary table base as select
      (select coalesce(max(id), 0) from ads) as ad, (select coalesce(max(id), 0) from ad_photos) as photo`);
    await exec(`insert into ads (id, user_id, title, description, price, negotiable, condition,
        category_id, root_category_id, country_id, region_id, phone, status, views, phone_reveals,
        search_text, title_norm, created_at, updated_at, cover_photo_id, cover_key)
      overriding system value
      select base.ad + pick.seq, (select min(id) from users) + pick.u - 1,
        d[w[1]] || ' ' || d[w[2]] || ' ' || d[w[3]] || ' ' || d[w[4]],
        d[w[5]] || ' ' || d[w[6]] || ' ' || d[w[7]] || ' ' || d[w[8]] || ' ' || d[w[9]] || ' ' || d[w[10]],
        case when pick.p < 0.05 then null else round(exp(pick.p * 11)::numeric, 2) end,
        pick.p < 0.2, case when pick.s < 0.3 then 'new' else 'used' end,
        leaf[c], root[c], rc[r], reg[r], '+966501234567',
        case when pick.s > 0.97 then 'archived' when pick.s > 0.9 then 'sold' else 'active' end,
        floor(pick.t * 500)::int, floor(pick.t * 20)::int,
        n[w[1]] || ' ' || n[w[2]] || ' ' || n[w[3]] || ' ' || n[w[4]] || ' ' || n[w[5]] || ' ' ||
          n[w[6]] || ' ' || n[w[7]] || ' ' || n[w[8]] || ' ' || n[w[9]] || ' ' || n[w[10]],
        n[w[1]] || ' ' || n[w[2]] || ' ' || n[w[3]] || ' ' || n[w[4]],
        now() - pick.t * interval '365 days', now() - pick.t * interval '365 days',
        base.photo + pick.seq, 'ads/2025/bench' || ((base.ad + pick.seq) % 24)
      from pick, base, (select ${textArray(WORDS)} as d, ${textArray(normalised)} as n,
        ${intArray(leaves.map((c) => c.id))} as leaf, ${intArray(leaves.map((c) => c.rootId))} as root,
        ${intArray(regionRows.map((r) => r.id))} as reg,
        ${intArray(regionRows.map((r) => r.countryId))} as rc) k
      order by pick.seq`);
    // Triggers off (the cover is on the ad already; the ads were just inserted).
    await exec('set session_replication_role = replica');
    await exec(`insert into ad_photos (id, ad_id, media_key, position) overriding system value
      select base.photo + pick.seq, base.ad + pick.seq, 'ads/2025/bench' || ((base.ad + pick.seq) % 24), 0
      from pick, base order by pick.seq`);
    await exec('set session_replication_role = origin');
    await exec(`select setval(pg_get_serial_sequence('ads', 'id'), (select max(id) from ads)),
      setval(pg_get_serial_sequence('ad_photos', 'id'), (select max(id) from ad_photos))`);
  });
  await step('indexes', async () => {
    await exec(`set maintenance_work_mem = '512MB'`);
    await exec('set max_parallel_maintenance_workers = 2');
    for (const { indexdef } of indexes.rows) await exec(indexdef);
  });
  await step('analyze', () => exec('vacuum analyze ads, ad_photos, users'));
};

const inlineQuery = ({ sql: text, params }: { sql: string; params: unknown[] }) =>
  inline(text, params);

interface RouteCase extends SqlCase {
  name: string;
  path: string;
}

export const routeCases = async (db: DatabaseHandle['db']): Promise<RouteCase[]> => {
  const reference = await getReferenceIndex(db);
  const busiest = (await db.execute(sql`
    select root_category_id as category, region_id as region from ads where status = 'active'
    group by 1, 2 order by count(*) desc limit 1`)) as unknown as {
    rows: Array<{ category: string; region: string }>;
  };
  const category = Number(busiest.rows[0]!.category);
  const region = Number(busiest.rows[0]!.region);
  const latest = (await db.execute(
    sql`select id from ads where status = 'active' order by id desc limit 1`,
  )) as unknown as { rows: Array<{ id: string }> };
  const detailId = Number(latest.rows[0]!.id);
  if (!reference.categories.get(category)?.isTopLevel)
    throw new Error('expected a top-level category');

  const dialect = (
    db as unknown as { dialect: { sqlToQuery(s: unknown): { sql: string; params: unknown[] } } }
  ).dialect;
  const inlined = (statement: unknown) => inlineQuery(dialect.sqlToQuery(statement));
  const byPlace = { rootCategoryId: category, regionId: region };
  const text = { text: fullTextMatch(search.searchColumns.vector, SEARCH_TEXT)! };
  /**
   * A list page as the route runs it: the page and its capped count in one statement; once a
   * list is known to hold 1,000+ (remembered for a minute), the page alone.
   */
  const listCase = async (
    filters: search.AdFilters,
    n: number,
    mode: PgbenchMode,
  ): Promise<SqlCase> => {
    const capped = (await search.countAdsUpTo(db, filters, 1001)) > 1000;
    const offset = (n - 1) * 10;
    const args = { filters, sort: 'newest' as const, limit: 10, offset };
    const rowsInWalk = offset < search.ROWS_IN_WALK_BEFORE;
    const page = { ...args, rowsInWalk };
    const withCount = inlined(search.adPageStatement({ ...page, cap: 1001 }));
    return {
      statements: [capped ? inlined(search.adPageStatement({ ...page, cap: null })) : withCount],
      ...(capped ? { first: [withCount] } : {}),
      plain: [inlined(search.adPlainPageStatement(args))],
      mode,
    };
  };
  // The route's viewer is the hash of 127.0.0.1: its first view is counted, then for the hour
  // the server reads the ad without the counting part (a repeated view would write nothing).
  const detailCounting = inlined(
    repo.adDetailsStatement({ id: detailId, viewer: 'ip-bench', userId: null }),
  );
  const detail = inlined(repo.adDetailsStatement({ id: detailId, viewer: null, userId: null }));
  return [
    {
      name: 'all ads, first page',
      path: '/api/v1/advertisements',
      ...(await listCase({}, 1, 'prepared')),
    },
    {
      name: 'category + region, first page',
      path: `/api/v1/advertisements?category_id=${category}&region_id=${region}`,
      ...(await listCase(byPlace, 1, 'prepared')),
    },
    {
      name: 'all ads, page 50',
      path: '/api/v1/advertisements?page=50',
      ...(await listCase({}, 50, 'prepared')),
    },
    {
      name: `full-text "${SEARCH_TEXT}"`,
      path: `/api/v1/advertisements?contains[name]=${encodeURIComponent(SEARCH_TEXT)}`,
      // Planned for its words every time (a generic plan can be catastrophic for a rare word).
      ...(await listCase(text, 1, 'simple')),
    },
    {
      name: 'details',
      path: `/api/v1/advertisements/details/${detailId}`,
      statements: [detail],
      first: [detailCounting],
      plain: [
        inlined(
          search.adPlainPageStatement({ filters: {}, sort: 'newest', limit: 1, offset: 0 }),
        ).replace(/where .*? order by/s, `where "ads"."id" = ${detailId} order by`),
      ],
      mode: 'prepared',
    },
  ];
};

export const benchAds = async () => {
  const loadBefore = loadavg().map((n) => Number(n.toFixed(2)));
  const dbName = REUSE_DB ?? `souq_bench_ads_${process.pid}`;
  const workDir = await mkdtemp(join(tmpdir(), 'souq-bench-ads-'));
  const results: RouteRecord[] = [];
  let pglite: RouteLoad | { name: string; error: string } | undefined;
  let bare: RouteLoad | undefined;
  console.log(`PostgreSQL database ${dbName}:`);
  const exists = (await admin(`select 1 from pg_database where datname = ${literal(dbName)}`))
    .rowCount;
  if (!exists) await admin(`create database "${dbName}"`);
  try {
    const url = withDatabase(ADMIN_URL, dbName);
    const handle = await openDatabase({ driver: 'pg', url, poolSize: 2 });
    let cases: RouteCase[];
    try {
      await step('migrations and reference data', async () => {
        await applyMigrations(handle);
        await seedDatabase(handle.db, { demo: false });
      });
      const seeded = await search.countAds(handle.db);
      if (seeded >= AD_COUNT) {
        console.log(`  reusing ${seeded.toLocaleString('en')} ads`);
        await step('analyze', () =>
          handle.db.execute(sql`analyze ads, ad_photos, users, ad_views`),
        );
      } else {
        await seedMillion(handle);
      }
      cases = (await routeCases(handle.db)).filter((c) => !ONLY || c.name.includes(ONLY));
    } finally {
      await handle.close();
    }
    const bareServer = await startBare();
    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: join(workDir, 'pg-data'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    });
    try {
      bare = await measureRoute('bare Fastify route', `${bareServer.url}/bare`, {
        pid: bareServer.pid,
      });
      // Views of the detail route's ad: repeated views (one viewer, the bench's address) must
      // count at most once per viewer, whatever the load.
      const viewsOf = async (path: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const id = Number(path.split('/').pop());
          const r = await client.query('select views from ads where id = $1', [id]);
          return Number(r.rows[0]?.views);
        } finally {
          await client.end();
        }
      };
      for (const c of cases) {
        const viewsBefore = c.name === 'details' ? await viewsOf(c.path) : 0;
        const load = await measureRoute(c.name, `${server.baseURL}${c.path}`, {
          pid: server.process.pid,
        });
        const figures = await sqlFigures({ dbName, url, dir: workDir }, c.name, c);
        if (c.name === 'details') {
          const counted = (await viewsOf(c.path)) - viewsBefore;
          console.log(`  details: ${counted} view(s) counted for repeated views by 2 viewers`);
          if (counted > 2) throw new Error(`details: ${counted} views counted, expected ≤ 2`);
        }
        results.push(routeRecord(load, figures));
      }
    } finally {
      bareServer.stop();
      await server.stop();
    }

    if (!SKIP_PGLITE) {
      const liteServer = await startServer({
        DATA_DIR: join(workDir, 'pglite-data'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
      });
      try {
        pglite = await measureRoute(
          'list, first page (PGlite, demo data)',
          `${liteServer.baseURL}/api/v1/advertisements`,
          { pid: liteServer.process.pid },
        ).catch((error: Error) => ({ name: 'list, first page (PGlite)', error: error.message }));
      } finally {
        await liteServer.stop();
      }
    }
  } finally {
    if (KEEP_DB) console.log(`  kept database ${dbName}`);
    else await admin(`drop database if exists "${dbName}" with (force)`);
    await rm(workDir, { recursive: true, force: true });
  }

  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    load_average: { before: loadBefore, after: loadavg().map((n) => Number(n.toFixed(2))) },
    quick: QUICK,
    connections: [CONNECTIONS, FEW_CONNECTIONS],
    duration_seconds: DURATION_SECONDS,
    ads: AD_COUNT,
    budgets: BUDGETS,
    pgbench: '8 clients; prepared where the route uses named statements, simple for the search',
    postgresql: results,
    bare,
    pglite:
      pglite && 'at50' in pglite
        ? { ...pglite, rps_ok: pglite.at50.requests_per_second >= BUDGETS.pglite_rps }
        : pglite,
  };
  // A partial run (one route, no PGlite) is printed, not recorded.
  const path =
    ONLY || SKIP_PGLITE ? '(partial run: not recorded)' : await writeResult('ads', report);
  printRecords([
    ...results,
    ...(bare ? [bare] : []),
    ...(pglite && 'at50' in pglite ? [pglite] : []),
  ]);
  console.log(`→ ${path}`);
};
