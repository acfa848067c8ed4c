// Auctions: sustained bids on one hot auction on PostgreSQL (accepted bids/s and p99 of every
// answer) beside pgbench of the bid's own transaction, and the broadcast of each bid to 1,000
// connected watchers (delivery p99, budget 100 ms). Results in bench/results/auctions.json.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { startServer } from '../apps/api/test/start-server.ts';
import { DURATION_SECONDS, machine, writeResult } from './lib.ts';
import { ADMIN_URL, admin, pgbench, step, withDatabase } from './postgres.ts';

const BIDDERS = Number(process.env.BENCH_BIDDERS ?? 20);
const BID_CONNECTIONS = Number(process.env.BENCH_BID_CONNECTIONS ?? 20);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 1000);
const BROADCAST_BIDS = Number(process.env.BENCH_BROADCAST_BIDS ?? 50);
const PASSWORD = 'Bench-passw0rd-auction';

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) /
    10
  );
};

interface Api {
  base: string;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of several answers
  post: (path: string, body: unknown, token?: string) => Promise<{ status: number; json: any }>;
}

/** A GET answer's JSON (the bench reads a few fields of it). */
// biome-ignore lint/suspicious/noExplicitAny: see above
const getJson = async (url: string): Promise<any> => (await fetch(url)).json();

const apiOf = (base: string): Api => ({
  base,
  post: async (path, body, token) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${base}/api/v1${path}`, {
      method: 'POST',
      body: isForm ? body : JSON.stringify(body),
      headers: {
        ...(isForm ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  },
});

const register = async (api: Api, i: number, place: { countryId: number; regionId: number }) => {
  const { status, json } = await api.post('/register-user', {
    name: `Bench Bidder ${i}`,
    email: `bench.bidder.${i}.${Date.now().toString(36)}@example.com`,
    phone: '0551234567',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    country_id: place.countryId,
    region_id: place.regionId,
  });
  if (status !== 201) throw new Error(`register: ${status} ${JSON.stringify(json)}`);
  return json.data.token as string;
};

const createAuction = async (
  api: Api,
  token: string,
  place: { countryId: number; regionId: number; categoryId: number },
) => {
  const form = new FormData();
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#a52' },
  })
    .png()
    .toBuffer();
  form.append('title', 'Bench hot auction');
  form.append('category_id', String(place.categoryId));
  form.append('country_id', String(place.countryId));
  form.append('region_id', String(place.regionId));
  form.append('starting_price', '1');
  form.append('min_increment', '0.01');
  form.append('ends_at', new Date(Date.now() + 20 * 86_400_000).toISOString());
  form.append('photos', new Blob([picture], { type: 'image/png' }), 'p.png');
  const { status, json } = await api.post('/auctions/create', form, token);
  if (status !== 201) throw new Error(`create auction: ${status} ${JSON.stringify(json)}`);
  return json.data.id as number;
};

/**
 * BID_CONNECTIONS loops, each bidding as one of the bidders a few cents above the last price it
 * heard of: the row lock serialises them, late ones are refused with 409 (a real race).
 */
const sustainedBids = async (api: Api, id: number, tokens: string[], seconds: number) => {
  let price = 1;
  let accepted = 0;
  let refused = 0;
  let failed = 0;
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: BID_CONNECTIONS }, async (_, c) => {
      let n = c;
      while (Date.now() < until) {
        const token = tokens[n++ % tokens.length]!;
        const amount = (price + 0.01 * (1 + Math.floor(Math.random() * 3))).toFixed(2);
        const started = performance.now();
        const { status, json } = await api.post(`/auctions/submit-bid/${id}`, { amount }, token);
        latencies.push(performance.now() - started);
        if (status === 201) {
          accepted++;
          price = Math.max(price, Number(json.data.auction.current_price));
        } else if (status === 409) {
          refused++;
          if (json?.code === 'auctions.bid-too-low') price += 0.01;
        } else failed++;
      }
    }),
  );
  if (failed) throw new Error(`sustained bids: ${failed} answers neither 201 nor 409`);
  return {
    connections: BID_CONNECTIONS,
    seconds,
    accepted_bids_per_second: Math.round(accepted / seconds),
    requests_per_second: Math.round((accepted + refused) / seconds),
    refused_409: refused,
    latency_ms: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
  };
};

/** WATCHERS sockets in the auction's room; each bid's delivery time to every one of them. */
const broadcast = async (api: Api, id: number, tokens: string[]) => {
  const sockets: Socket[] = [];
  const delays: number[] = [];
  /** Each bid's arrival times at the watchers: their spread is the fan-out itself. */
  const receipts = new Map<number, number[]>();
  try {
    await Promise.all(
      Array.from({ length: WATCHERS }, async () => {
        const socket = io(api.base, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
        });
        sockets.push(socket);
        await new Promise<void>((done, fail) => {
          socket.once('connect', done);
          socket.once('connect_error', fail);
        });
        const ack = await socket.emitWithAck('join', { room: `auction:${id}` });
        if (!ack?.ok) throw new Error(`join refused: ${JSON.stringify(ack)}`);
        socket.on('bid:new', (event: { bid: { id: number; created_at: string } }) => {
          const now = Date.now();
          delays.push(now - Date.parse(event.bid.created_at));
          const seen = receipts.get(event.bid.id) ?? [];
          seen.push(now);
          receipts.set(event.bid.id, seen);
        });
      }),
    );
    let price = 0;
    for (let i = 0; i < BROADCAST_BIDS; i++) {
      const token = tokens[i % tokens.length]!;
      const detail = await getJson(`${api.base}/api/v1/auctions/details/${id}`);
      price = Number(detail.data.next_bid);
      await api.post(`/auctions/submit-bid/${id}`, { amount: price.toFixed(2) }, token);
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
  const spreads = [...receipts.values()].map((times) => Math.max(...times) - Math.min(...times));
  return {
    watchers: WATCHERS,
    bids: BROADCAST_BIDS,
    deliveries: delays.length,
    /** From the first watcher to receive a bid to the last: the broadcast's own spread. */
    fanout_spread_ms: { p50: percentile(spreads, 50), p99: percentile(spreads, 99) },
    /** From the bid's own time (taken under the row lock) to each watcher: commit, emit, wire. */
    delivery_ms: {
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      max: Math.max(0, ...delays),
    },
    budget_p99_ms: 100,
  };
};

/**
 * The bid's transaction as the API runs it (`placeBid` → `lockAuction`, `recordBid`): the row
 * lock, then one statement inserting the bid, upserting the bidder and moving the row. For pgbench.
 */
const bidTransaction = (id: number, userIds: number[]) => {
  const who = `(array[${userIds.join(',')}])[1 + floor(random() * ${userIds.length})::int]`;
  const next = `(select coalesce(current_price, starting_price) + 0.01 from auctions where id = ${id})`;
  return [
    'begin',
    `select id, current_price, bids_count, leader_id, leader_max, ends_at, clock_timestamp() from auctions where id = ${id} for update`,
    `with input (user_id, amount) as (select ${who}, ${next}),
      inserted as (insert into auction_bids (auction_id, user_id, amount, is_auto, is_buy_now, created_at)
        select ${id}, user_id, amount, false, false, clock_timestamp() from input returning id, user_id, amount, created_at),
      bidder as (insert into auction_bidders (auction_id, user_id, max_amount, last_bid_at)
        select ${id}, user_id, amount, clock_timestamp() from input
        on conflict (auction_id, user_id) do update set max_amount = excluded.max_amount, last_bid_at = excluded.last_bid_at),
      moved as (update auctions set current_price = (select amount from input), bids_count = bids_count + 1,
        leader_id = (select user_id from input), leader_max = (select amount from input) where id = ${id})
      select json_build_object('id', id, 'amount', amount::text, 'created_at', created_at) from inserted`,
    'commit',
  ];
};

export async function benchAuctions(): Promise<void> {
  const dbName = `souq_bench_auctions_${Date.now().toString(36)}`;
  await admin(`create database "${dbName}"`);
  const dataDir = await mkdtemp(join(tmpdir(), 'souq-bench-auctions-'));
  const server = await step('server on a fresh PostgreSQL database', () =>
    startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(ADMIN_URL, dbName),
      RATE_LIMIT_MAX: '100000000',
      REGISTER_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    }),
  );
  try {
    const api = apiOf(server.baseURL);
    const countries = await getJson(`${api.base}/api/v1/shared/countries`);
    const sa = countries.data.find((c: { code: string }) => c.code === 'SA');
    const regions = await getJson(`${api.base}/api/v1/shared/regions/${sa.id}`);
    const top = await getJson(`${api.base}/api/v1/categories`);
    const parent = top.data.find((c: { slug: string }) => c.slug === 'fashion-beauty');
    const leaves = await getJson(`${api.base}/api/v1/categories?parent_id=${parent.id}`);
    const place = { countryId: sa.id, regionId: regions.data[0].id, categoryId: leaves.data[0].id };
    const owner = await register(api, 0, place);
    const tokens = await step(`${BIDDERS} bidders`, () =>
      Promise.all(Array.from({ length: BIDDERS }, (_, i) => register(api, i + 1, place))),
    );
    const hot = await createAuction(api, owner, place);
    const bids = await step(
      `sustained bids (${BID_CONNECTIONS} connections, ${DURATION_SECONDS} s)`,
      () => sustainedBids(api, hot, tokens, DURATION_SECONDS),
    );
    console.log(
      `  accepted ${bids.accepted_bids_per_second} bids/s, p99 ${bids.latency_ms.p99} ms`,
    );

    const users = await admin(`select 1`).then(async () => {
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: withDatabase(ADMIN_URL, dbName) });
      await client.connect();
      try {
        const { rows } = await client.query<{ id: number }>(
          'select id from users order by id limit 20',
        );
        return rows.map((r) => Number(r.id));
      } finally {
        await client.end();
      }
    });
    const cold = await createAuction(api, owner, place);
    const pgbenchDir = await mkdtemp(join(tmpdir(), 'souq-bench-pgbench-'));
    const pgbenchTps = await step('pgbench of the bid transaction (8 clients)', () =>
      pgbench(dbName, 'auction-bid', bidTransaction(cold, users), pgbenchDir),
    );
    await rm(pgbenchDir, { recursive: true, force: true });
    console.log(`  pgbench: ${pgbenchTps} bid transactions/s`);

    const watched = await createAuction(api, owner, place);
    const fanout = await step(`broadcast to ${WATCHERS} watchers`, () =>
      broadcast(api, watched, tokens),
    );
    console.log(
      `  delivery p99 ${fanout.delivery_ms.p99} ms, fan-out spread p99 ${fanout.fanout_spread_ms.p99} ms over ${fanout.deliveries} deliveries`,
    );

    const path = await writeResult('auctions', {
      date: new Date().toISOString(),
      machine: machine(),
      load_average: loadavg(),
      database: 'PostgreSQL (fresh database, demo data)',
      sustained_bids: { ...bids, pgbench_bid_transactions_per_second: pgbenchTps },
      accepted_vs_pgbench: pgbenchTps
        ? Math.round((bids.accepted_bids_per_second / pgbenchTps) * 100) / 100
        : null,
      broadcast: fanout,
    });
    console.log(`  → ${path}`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists "${dbName}" with (force)`);
  }
}
