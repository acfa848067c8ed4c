// Chat: 1,000 connected sockets (BENCH_CHAT_USERS people with BENCH_CHAT_DEVICES sockets each),
// BENCH_CHAT_RATE messages a second sent over HTTP between pairs of them for DURATION_SECONDS;
// each message's delivery time to every socket of both participants (budget p99 ≤ 50 ms), and
// the server's memory per idle socket (budget ≤ 30 KB). PostgreSQL, a fresh database. Results in
// bench/results/chat.json.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { startServer } from '../apps/api/test/start-server.ts';
import { DURATION_SECONDS, machine, writeResult } from './lib.ts';
import { ADMIN_URL, admin, step, withDatabase } from './postgres.ts';

const USERS = Number(process.env.BENCH_CHAT_USERS ?? 100);
const DEVICES = Number(process.env.BENCH_CHAT_DEVICES ?? 10);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const PASSWORD = 'Bench-passw0rd-chat';

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) /
    10
  );
};

/** The server process's resident memory (Linux), in bytes. */
const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `work` over `items` with at most `limit` at a time. */
const pool = async <T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) => {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
};

export async function benchChat(): Promise<void> {
  const dbName = `souq_bench_chat_${Date.now().toString(36)}`;
  await admin(`create database "${dbName}"`);
  const dataDir = await mkdtemp(join(tmpdir(), 'souq-bench-chat-'));
  const server = await step('server on a fresh PostgreSQL database', () =>
    startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(ADMIN_URL, dbName),
      RATE_LIMIT_MAX: '100000000',
      REGISTER_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    }),
  );
  const sockets: Socket[] = [];
  try {
    const base = `${server.baseURL}/api/v1`;
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few known fields.
      const json: any = await response.json().catch(() => null);
      return { status: response.status, json };
    };
    const countries = (await fetch(`${base}/shared/countries`).then((r) => r.json())) as {
      data: Array<{ id: number; code: string }>;
    };
    const sa = countries.data.find((c) => c.code === 'SA')!;
    const regions = (await fetch(`${base}/shared/regions/${sa.id}`).then((r) => r.json())) as {
      data: Array<{ id: number }>;
    };
    const stamp = Date.now().toString(36);
    const people = await step(`${USERS} people`, () =>
      pool(
        Array.from({ length: USERS }, (_, i) => i),
        4,
        async (i) => {
          const { status, json } = await post('/register-user', {
            name: `Bench Chatter ${i}`,
            email: `bench.chat.${i}.${stamp}@example.com`,
            phone: '0551234567',
            password: PASSWORD,
            password_confirmation: PASSWORD,
            country_id: sa.id,
            region_id: regions.data[0]!.id,
          });
          if (status !== 201) throw new Error(`register: ${status} ${JSON.stringify(json)}`);
          return { token: json.data.token as string, id: json.data.user.id as number };
        },
      ),
    );
    // Pairs (0,1), (2,3)…: one conversation each.
    const conversations = await step(`${USERS / 2} conversations`, () =>
      pool(
        Array.from({ length: Math.floor(USERS / 2) }, (_, i) => i),
        8,
        async (i) => {
          const [a, b] = [people[2 * i]!, people[2 * i + 1]!];
          const { status, json } = await post(
            '/chat/start-conversation',
            { user_id: b.id },
            a.token,
          );
          if (status !== 201 && status !== 200) throw new Error(`start: ${status}`);
          return { id: json.data.id as number, a, b };
        },
      ),
    );

    const rssBefore = await rssOf(server.process.pid!);
    const delays: number[] = [];
    let received = 0;
    await step(`${USERS * DEVICES} sockets`, () =>
      pool(
        Array.from({ length: USERS * DEVICES }, (_, i) => i),
        50,
        async (i) => {
          const person = people[i % USERS]!;
          const socket = io(server.baseURL, {
            path: '/socket.io',
            transports: ['websocket'],
            forceNew: true,
            auth: { token: person.token },
          });
          sockets.push(socket);
          await new Promise<void>((done, fail) => {
            socket.once('connect', done);
            socket.once('connect_error', fail);
          });
          socket.on('message:new', (event: { message: { created_at: string } }) => {
            received++;
            delays.push(Date.now() - Date.parse(event.message.created_at));
          });
        },
      ),
    );
    await sleep(3000);
    const rssIdle = await rssOf(server.process.pid!);
    const perSocketKb = Math.round(((rssIdle - rssBefore) / (USERS * DEVICES) / 1024) * 10) / 10;
    console.log(`  memory per idle socket: ${perSocketKb} KB`);

    // RATE messages a second, each from one side of a conversation chosen in turn.
    let sent = 0;
    let failed = 0;
    const started = Date.now();
    const until = started + DURATION_SECONDS * 1000;
    const inFlight: Promise<void>[] = [];
    await step(`${RATE} messages/s for ${DURATION_SECONDS} s`, async () => {
      while (Date.now() < until) {
        const due = started + (sent * 1000) / RATE;
        if (due > Date.now()) await sleep(due - Date.now());
        const c = conversations[sent % conversations.length]!;
        const from = sent % 2 ? c.b : c.a;
        sent++;
        inFlight.push(
          post(
            '/chat/send-message',
            { conversation_id: c.id, body: `bench ${sent}` },
            from.token,
          ).then(({ status }) => {
            if (status !== 201) failed++;
          }),
        );
      }
      await Promise.all(inFlight);
      await sleep(1000);
    });
    const expected = (sent - failed) * 2 * DEVICES;
    const report = {
      machine: machine(),
      load_average: loadavg(),
      sockets: USERS * DEVICES,
      people: USERS,
      devices_per_person: DEVICES,
      rate_per_second: RATE,
      seconds: DURATION_SECONDS,
      messages_sent: sent,
      messages_failed: failed,
      deliveries: received,
      deliveries_expected: expected,
      delivery_ms: {
        p50: percentile(delays, 50),
        p99: percentile(delays, 99),
        max: Math.max(0, ...delays),
      },
      budget_delivery_p99_ms: 50,
      memory_per_idle_socket_kb: perSocketKb,
      budget_memory_per_idle_socket_kb: 30,
    };
    console.log(
      `  delivery p50 ${report.delivery_ms.p50} ms, p99 ${report.delivery_ms.p99} ms (${received}/${expected} deliveries)`,
    );
    console.log(`  → ${await writeResult('chat', report)}`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists "${dbName}" with (force)`).catch(() => undefined);
  }
}
