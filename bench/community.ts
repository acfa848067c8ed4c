import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { applyMigrations } from '../apps/api/src/db/migrate.ts';
import * as schema from '../apps/api/src/db/schema.ts';
import { seedDatabase } from '../apps/api/src/db/seed/index.ts';
import { mediaUrls } from '../apps/api/src/media/urls.ts';
import { resolveSession } from '../apps/api/src/modules/accounts/sessions.ts';
import { listPosts } from '../apps/api/src/modules/community/posts/posts.service.ts';
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
import { ADMIN_URL, admin, inline, literal, step, textArray, withDatabase } from './postgres.ts';
import { BUDGETS, printRecords, type RouteRecord, routeRecord, sqlFigures } from './read-path.ts';

const POST_COUNT = Number(process.env.BENCH_POSTS ?? 100_000);
const USER_COUNT = 200;
// Members who read but do not post: a community's users table is far larger than its authors, and
// on 200 rows PostgreSQL would read the whole table (5 pages) per card instead of probing its key.
const READER_COUNT = 20_000;
/** Reactions per post: floor(REACTION_SPREAD · u³), u uniform — about 7 a post, up to 29. */
const REACTION_SPREAD = 30;
/** Comments per post: floor(COMMENT_SPREAD · u²) — about 3 a post, up to 10. */
const COMMENT_SPREAD = 10.5;
const PER_PAGE = 10;
const DEEP_PAGE = 50;
const PASSWORD = 'Bench-passw0rd';
/** Reuse this database when it already holds the posts (skips the seed), e.g. while tuning. */
const REUSE_DB = process.env.BENCH_DB;
/** Leave the database in place at the end (drop it later with `drop database … with (force)`). */
const KEEP_DB = Boolean(process.env.BENCH_KEEP_DB) || Boolean(REUSE_DB);

const TITLES = [
  'سؤال عن أفضل مكان لصيانة السيارات',
  'تجربتي مع الشراء من السوق',
  'نصيحة قبل شراء جوال مستعمل',
  'أفضل مطاعم الحي؟',
  'للنقاش: أسعار الإيجارات هذه السنة',
  'تنبيه من الاحتيال',
  'مين جرب التوصيل المجاني؟',
  'Looking for a reliable mechanic',
  'Tips for selling furniture quickly',
  'Best weekend spots for families',
  'Is this price fair?',
  'Moving sale this Friday',
];
const ARABIC = [
  'السلام عليكم، أبغى رأيكم في هذا الموضوع.',
  'اشتريت سيارة تويوتا كامري موديل ٢٠٢٠ من البائع مباشرة والتجربة كانت ممتازة.',
  'انتبهوا من الإعلانات اللي تطلب تحويل مبلغ قبل المعاينة.',
  'أحد يعرف محل صيانة مكيفات أمين في الرياض؟',
  'الأسعار في جدة ارتفعت كثير هالسنة خصوصاً الشقق العائلية.',
  'عندي ايفون ١٣ بحالة ممتازة وأفكر أبيعه، كم تتوقعون سعره؟',
  'جربت التوصيل من المعرض وكان سريع جداً والتغليف نظيف.',
  'نصيحتي لا تشتري أثاث مستعمل بدون ما تشوفه بنفسك.',
  'فيه سوق شعبي يوم الجمعة في الحي القريب من النرجس، الأسعار حلوة.',
  'وش رأيكم في سامسونج جالاكسي الجديد مقارنة بالايفون؟',
  'الله يعطيكم العافية على المساعدة، تم البيع خلال يومين.',
  'مطلوب مدرس خصوصي رياضيات للمرحلة المتوسطة في دبي.',
  'أفضل عسل جربته كان من الباحة، أنصح فيه.',
  'للبيع كنب مجلس بحالة جيدة، التواصل بالخاص.',
  'هل الضمان يشمل البطارية إذا الجهاز مستعمل؟',
  'شكراً لكل من رد على سؤالي، استفدت كثير.',
];
const ENGLISH = [
  'Has anyone bought a used car through the app? How did the inspection go?',
  'Selling my MacBook Pro 2021, barely used, still under warranty.',
  'Be careful with buyers who ask you to share verification codes.',
  'We are moving next month and selling the whole living room set.',
  'Any recommendations for a good family restaurant in Dubai Marina?',
  'The delivery took two days and everything arrived in perfect condition.',
  'Prices for two-bedroom apartments in Riyadh seem to go up every month.',
  'Thanks everyone for the advice, the sofa is sold!',
  'Looking for a cheap gaming laptop for my son, budget around 3,000.',
  'Pro tip: always meet in a public place when buying electronics.',
];
const COMMENTS = [
  'كلامك صحيح ١٠٠٪',
  'جربته وما ندمت',
  'بالتوفيق إن شاء الله',
  'كم السعر؟',
  'تم التواصل بالخاص',
  'الله يجزاك خير على التنبيه',
  'أنا عندي نفس المشكلة',
  'أنصحك تروح للوكالة',
  'Great advice, thanks!',
  'How much are you asking?',
  'Same experience here.',
  'Is it still available?',
  'Sent you a message.',
  'Totally agree 👍',
];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const loads = () => loadavg().map((n) => Number(n.toFixed(2)));

/**
 * 200 users over the regions (and 20,000 more who never post), 100,000 posts by the 200 (Arabic three times in four, spread over a
 * year, in a region of the author's country, inserted oldest first as a live table fills), reactions
 * unique per (post, user) and comments with replies. The secondary indexes are built after the load
 * (the unique one checks that no (post, user) pair repeats).
 */
const seedCommunity = async (handle: DatabaseHandle) => {
  const { db } = handle;
  const exec = (text: string) => db.execute(sql.raw(text));

  await step(`${USER_COUNT} users and ${READER_COUNT.toLocaleString('en')} readers`, async () => {
    await exec(`create temporary table reg as
      select id, country_id, row_number() over (order by country_id, sort_order, id)::int as rn
      from regions`);
    await exec(`insert into users (type, name, email, phone, password_hash, country_id, region_id,
        invite_code, created_at)
      select case when g % 10 = 0 then 'company' else 'user' end,
        (array['محمد','أحمد','نورة','سارة','خالد','فهد','Omar','Lina','Yousef','Maha'])[1 + g % 10]
          || ' ' || g,
        'member' || g || '@bench.example', '+96655' || lpad(g::text, 7, '0'), 'scrypt$bench',
        reg.country_id, reg.id, 'BENCHC' || g, now() - interval '400 days'
      from (select g, 1 + floor(power(random(), 2) * (select count(*) from reg))::int as r
            from generate_series(1, ${USER_COUNT}) g) s
      join reg on reg.rn = s.r`);
    await exec(`insert into users (type, name, email, phone, password_hash, country_id, region_id,
        invite_code, created_at)
      select 'user', 'Reader ' || g, 'reader' || g || '@bench.example',
        '+96656' || lpad(g::text, 7, '0'), 'scrypt$bench', reg.country_id, reg.id,
        'BENCHR' || g, now() - interval '300 days'
      from generate_series(1, ${READER_COUNT}) g
      join reg on reg.rn = 1 + g % (select count(*) from reg)`);
    await exec(`create temporary table member as
      select id, country_id, region_id, row_number() over (order by id)::int as rn
      from users where email like 'member%@bench.example'`);
    await exec(`create temporary table country_regions as
      select country_id, array_agg(id order by id) as ids from regions group by country_id`);
  });

  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes
      where tablename in ('posts', 'post_comments', 'post_reactions') and indexname not like '%_pkey'`),
  );
  for (const { indexname } of indexes) await exec(`drop index "${indexname}"`);
  // Bulk rows skip the counter triggers (one update of a post per row); counted once below.
  await exec('set session_replication_role = replica');

  await step(`${POST_COUNT.toLocaleString('en')} posts`, () =>
    exec(`insert into posts (user_id, title, content, image_key, status, country_id, region_id,
        created_at, updated_at)
      select m.id,
        case when p.s < 0.4 then null else k.title[1 + p.w1 % cardinality(k.title)] end,
        case when p.s < 0.75
          then k.ar[1 + p.w1 % cardinality(k.ar)] || ' ' || k.ar[1 + p.w2 % cardinality(k.ar)]
            || case when p.w3 % 2 = 0 then ' ' || k.ar[1 + p.w3 % cardinality(k.ar)] else '' end
          else k.en[1 + p.w1 % cardinality(k.en)] || ' ' || k.en[1 + p.w2 % cardinality(k.en)]
        end,
        case when p.w3 % 10 < 3 then 'posts/2025/bench' || (p.i % 24) end,
        case when p.w2 % 20 = 0 then 'inactive' else 'active' end,
        m.country_id,
        case when p.w3 % 10 < 7 then m.region_id
          else cr.ids[1 + p.w2 % cardinality(cr.ids)] end,
        now() - p.t * interval '365 days', now() - p.t * interval '365 days'
      from (select i, 1 + floor(power(random(), 1.5) * ${USER_COUNT})::int as u, random() as s,
              random() as t, floor(random() * 1000)::int as w1, floor(random() * 1000)::int as w2,
              floor(random() * 1000)::int as w3
            from generate_series(1, ${POST_COUNT}) i) p
      join member m on m.rn = p.u
      join country_regions cr on cr.country_id = m.country_id,
      (select ${textArray(TITLES)} as title, ${textArray(ARABIC)} as ar,
        ${textArray(ENGLISH)} as en) k
      order by p.t desc`),
  );

  await step('reactions', async () => {
    await exec(`create temporary table plan as
      select id, created_at,
        floor(power(random(), 3) * ${REACTION_SPREAD})::int as reactions,
        floor(power(random(), 2) * ${COMMENT_SPREAD})::int as comments
      from posts`);
    // j·13 mod 200 differs for every j < 200: no post gets two reactions by one user.
    await exec(`insert into post_reactions (post_id, user_id, type, created_at)
      select plan.id, m.id,
        case when x < 0.55 then 'like' when x < 0.75 then 'love' when x < 0.85 then 'haha'
          when x < 0.92 then 'wow' when x < 0.97 then 'sad' else 'angry' end,
        least(now(), plan.created_at + x * interval '3 days')
      from plan
      cross join lateral (select j, random() as x from generate_series(1, plan.reactions) j) r
      join member m on m.rn = 1 + (plan.id * 7 + r.j * 13) % ${USER_COUNT}`);
  });

  await step('comments', async () => {
    const content = `k.c[1 + floor(random() * cardinality(k.c))::int]`;
    const from = `(select ${textArray(COMMENTS)} as c) k`;
    await exec(`insert into post_comments (post_id, user_id, content, created_at, updated_at)
      select plan.id, m.id, ${content}, plan.created_at + interval '5 minutes',
        plan.created_at + interval '5 minutes'
      from plan join member m on m.rn = 1 + (plan.id * 11) % ${USER_COUNT}, ${from}
      where plan.comments >= 1`);
    await exec(`create temporary table first_comment as
      select post_id, id from post_comments`);
    await exec(`create unique index on first_comment (post_id)`);
    // A third of the later comments answer the post's first one.
    await exec(`insert into post_comments (post_id, parent_id, user_id, content, created_at,
        updated_at)
      select plan.id, case when r.x < 0.35 then f.id end, m.id, ${content},
        least(now(), plan.created_at + r.j * r.x * interval '6 hours'),
        least(now(), plan.created_at + r.j * r.x * interval '6 hours')
      from plan
      join first_comment f on f.post_id = plan.id
      cross join lateral (select j, random() as x from generate_series(2, plan.comments) j) r
      join member m on m.rn = 1 + (plan.id * 11 + r.j * 17) % ${USER_COUNT}, ${from}
      order by 5`);
  });

  await step('counters', () =>
    // The rows above were loaded without triggers (session_replication_role): count them once, as
    // migration 0007 does for existing rows.
    exec(`update posts p set comments_count = coalesce(c.n, 0),
        reactions_like = coalesce(r.like_n, 0), reactions_love = coalesce(r.love_n, 0),
        reactions_haha = coalesce(r.haha_n, 0), reactions_wow = coalesce(r.wow_n, 0),
        reactions_sad = coalesce(r.sad_n, 0), reactions_angry = coalesce(r.angry_n, 0)
      from posts p2
      left join (select post_id, count(*)::int as n from post_comments group by post_id) c
        on c.post_id = p2.id
      left join (select post_id,
          count(*) filter (where type = 'like')::int as like_n,
          count(*) filter (where type = 'love')::int as love_n,
          count(*) filter (where type = 'haha')::int as haha_n,
          count(*) filter (where type = 'wow')::int as wow_n,
          count(*) filter (where type = 'sad')::int as sad_n,
          count(*) filter (where type = 'angry')::int as angry_n
        from post_reactions group by post_id) r on r.post_id = p2.id
      where p2.id = p.id`),
  );
  await exec('set session_replication_role = origin');

  await step('indexes', async () => {
    await exec(`set maintenance_work_mem = '512MB'`);
    await exec('set max_parallel_maintenance_workers = 2');
    for (const { indexdef } of indexes) await exec(indexdef);
  });
  await step('analyze', () => exec('vacuum analyze users, posts, post_comments, post_reactions'));
};

/**
 * The SQL one request runs (session lookup, page, count), recorded from the server's own code
 * (the session check and the list service) on a pool that notes every statement. The session's
 * `last_used_at` update (at most one a minute) is left out.
 */
const captureRequestSql = async (url: string, token: string, page: number) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let statements: string[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (
    config: unknown,
    values?: unknown,
  ) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const params = (values ?? (config as { values?: unknown[] }).values ?? []) as unknown[];
    if (!/^\s*update\b/i.test(text)) statements.push(inline(text, params));
    return original(config, values);
  };
  try {
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const request = async () => {
      statements = [];
      const session = await resolveSession({ db, token });
      if (!session) throw new Error('the bench session is unknown');
      const reader = {
        userId: session.id,
        locale: 'ar' as const,
        media: mediaUrls({ publicUrlOf: (key) => key }, ''),
      };
      const { items } = await listPosts(db, reader, { kind: 'feed' }, { page, per_page: PER_PAGE });
      if (items.length !== PER_PAGE) throw new Error(`page ${page}: ${items.length} posts`);
      return statements.filter((s) => !/from "(countries|regions|categories)"/.test(s));
    };
    // The first request also counts the feed (remembered as 1,000+ for a minute afterwards).
    const first = await request();
    return { first, steady: await request() };
  } finally {
    await pool.end();
  }
};

/** The plain page read of the feed: the same page of posts from their table alone. */
const plainFeedPage = (page: number) =>
  `select id, user_id, title, content, image_key, status, country_id, region_id, created_at
   from posts where status = 'active' order by created_at desc, id desc
   limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`;

/** Registers a Saudi account through the API, then logs in: the bearer token of the login. */
const signIn = async (baseURL: string, url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let place: { country: string; region: string };
  try {
    place = (
      await client.query(`select c.id as country, min(r.id) as region from countries c
        join regions r on r.country_id = c.id where c.code = 'SA' group by c.id`)
    ).rows[0];
  } finally {
    await client.end();
  }
  const email = `viewer.${process.pid}.${Date.now()}@bench.example`;
  const post = async (path: string, body: object) => {
    const res = await fetch(`${baseURL}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { token: string; user: { id: number } } }).data;
  };
  await post('/register-user', {
    name: 'Bench Viewer',
    email,
    phone: '0501234567',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    country_id: Number(place.country),
    region_id: Number(place.region),
  });
  const { token, user } = await post('/login', { email, password: PASSWORD });
  return { token, userId: user.id };
};

/**
 * The viewer as a member: their reaction on one post in seven and one blocked author, so the
 * caller's-reaction and block checks find rows.
 */
const viewerActivity = async (url: string, viewerId: number) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into post_reactions (post_id, user_id, type)
       select id, $1, 'like' from posts where id % 7 = 0 on conflict do nothing`,
      [viewerId],
    );
    await client.query(
      `insert into user_blocks (blocker_id, blocked_id)
       select $1, max(id) from users where email like 'member%@bench.example'
       on conflict do nothing`,
      [viewerId],
    );
    await client.query('analyze post_reactions, user_blocks');
  } finally {
    await client.end();
  }
};

export const benchCommunity = async () => {
  const loadBefore = loads();
  const dbName = REUSE_DB ?? `souq_bench_community_${process.pid}`;
  const workDir = await mkdtemp(join(tmpdir(), 'souq-bench-community-'));
  const results: RouteRecord[] = [];
  let bareResult: RouteLoad | undefined;
  let counts: Record<string, number> = {};
  console.log(`PostgreSQL database ${dbName}:`);
  const exists = (await admin(`select 1 from pg_database where datname = ${literal(dbName)}`))
    .rowCount;
  if (!exists) await admin(`create database "${dbName}"`);
  try {
    const url = withDatabase(ADMIN_URL, dbName);
    const handle = await openDatabase({ driver: 'pg', url, poolSize: 1 });
    try {
      await step('migrations and reference data', async () => {
        await applyMigrations(handle);
        await seedDatabase(handle.db, { demo: false });
      });
      const [{ n }] = rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from posts`),
      ) as [{ n: number }];
      if (n >= POST_COUNT) console.log(`  reusing ${n.toLocaleString('en')} posts`);
      else await seedCommunity(handle);
      const [row] = rowsOf<Record<string, number>>(
        await handle.db.execute(sql`select
          (select count(*)::int from users) as users,
          (select count(*)::int from posts) as posts,
          (select count(*)::int from post_reactions) as reactions,
          (select count(*)::int from post_comments) as comments,
          (select count(*)::int from post_comments where parent_id is not null) as replies`),
      );
      counts = row!;
      console.log(`  ${JSON.stringify(counts)}`);
    } finally {
      await handle.close();
    }

    const bare = await startBare();
    const server = await startServer({
      DATABASE_URL: url,
      DATA_DIR: join(workDir, 'pg-data'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    });
    try {
      const { token, userId } = await signIn(server.baseURL, url);
      await viewerActivity(url, userId);
      const headers = { authorization: `Bearer ${token}` };
      bareResult = await measureRoute('bare Fastify route', `${bare.url}/bare`, { pid: bare.pid });
      for (const page of [1, DEEP_PAGE]) {
        const name = page === 1 ? 'feed, first page' : `feed, page ${page}`;
        const path = `/api/v1/posts/index?per_page=${PER_PAGE}${page === 1 ? '' : `&page=${page}`}`;
        const load = await measureRoute(name, `${server.baseURL}${path}`, {
          headers,
          pid: server.process.pid,
        });
        const { first, steady } = await captureRequestSql(url, token, page);
        const figures = await sqlFigures({ dbName, url, dir: workDir }, name, {
          statements: steady,
          first,
          plain: [plainFeedPage(page)],
          mode: 'prepared',
        });
        results.push(routeRecord(load, figures));
      }
    } finally {
      bare.stop();
      await server.stop();
    }
  } finally {
    if (KEEP_DB) console.log(`  kept database ${dbName}`);
    else await admin(`drop database if exists "${dbName}" with (force)`);
    await rm(workDir, { recursive: true, force: true });
  }

  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    load_average: { before: loadBefore, after: loads() },
    quick: QUICK,
    connections: [CONNECTIONS, FEW_CONNECTIONS],
    duration_seconds: DURATION_SECONDS,
    data: counts,
    budgets: BUDGETS,
    pgbench:
      '8 clients, prepared; the statements of one request in the steady state (session, page)',
    results,
    bare: bareResult,
  };
  const path = await writeResult('community', report);
  printRecords([...results, bareResult!]);
  console.log(`load average before ${loadBefore.join(' / ')}, after ${loads().join(' / ')}`);
  console.log(`→ ${path}`);
};
