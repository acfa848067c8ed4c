import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { type ServerDatabase, serverDatabase } from '../../test/server-database.ts';
import { smtpSink } from '../../test/smtp-sink.ts';
import { type RunningServer, startServer } from '../../test/start-server.ts';
import { rowsOf } from '../db/rows.ts';

// The real server process, killed with SIGKILL while its e-mails are being handed over, then
// started again on the same database: each e-mail reaches the SMTP server exactly once.
const people = ['sara@example.com', 'ahmed@example.com', 'company@example.com'];

/** A database of its own, copied from the migrated template; the servers skip the demo data. */
let database: ServerDatabase;
let env: Record<string, string>;
beforeAll(async () => {
  database = await serverDatabase(inject('databaseTemplate'));
  env = {
    ...database.env,
    NODE_ENV: 'test',
    DEMO_DATA: 'false',
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(tmpdir(), 'souq-no-web-app'),
    JOBS_POLL_MS: '100',
    JOBS_LEASE_MS: '1500',
    JOBS_RETRY_BASE_MS: '200',
    JOBS_RETRY_MAX_MS: '500',
  };
}, 60_000);
afterAll(async () => {
  await database?.remove();
});

/** An SMTP server that takes the connection and never answers: a hand-over in progress. */
const hangingSmtp = async () => {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
};

test('kill -9 while e-mails are being handed over: after a restart each arrives exactly once', async () => {
  const hanging = await hangingSmtp();
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  const sink = await smtpSink();
  try {
    first = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${hanging.port}` });
    for (const email of people) {
      const res = await fetch(`${first.baseURL}/api/v1/send_code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
    }
    // Every job has been taken and is talking to the (silent) SMTP server: kill now.
    await expect.poll(hanging.connections, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    first.process.kill('SIGKILL');
    await new Promise((done) => first!.process.once('exit', done));
    first = undefined;
    await hanging.close();

    // The dead server's leases (1.5 s) run out; the new one's own are long, so a hand-over slowed
    // by a busy machine is not taken again while it is still in progress.
    second = await startServer({
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      JOBS_LEASE_MS: '60000',
    });
    await expect.poll(() => sink.received.length, { timeout: 20_000 }).toBe(people.length);
    for (const email of people) {
      expect(sink.received.filter((m) => m.includes(`To: ${email}`))).toHaveLength(1);
    }
    // Nothing more comes: each outbox row is sent and each job done, once.
    await new Promise((done) => setTimeout(done, 1500));
    expect(sink.received).toHaveLength(people.length);
    await second.stop();
    second = undefined;
    const handle = await database.open();
    try {
      const rows = rowsOf<{ sent: number; unsent: number; jobs_done: number; jobs_other: number }>(
        await handle.db.execute(sql`
          select (select count(*)::int from outbox_emails where sent_at is not null) as sent,
                 (select count(*)::int from outbox_emails where sent_at is null) as unsent,
                 (select count(*)::int from background_jobs
                   where type = 'mail.send' and state = 'done') as jobs_done,
                 (select count(*)::int from background_jobs
                   where type = 'mail.send' and state <> 'done') as jobs_other`),
      );
      expect(rows[0]).toEqual({ sent: 3, unsent: 0, jobs_done: 3, jobs_other: 0 });
    } finally {
      await handle.close();
    }
  } finally {
    first?.process.kill('SIGKILL');
    await second?.stop();
    await sink.close();
    await hanging.close().catch(() => {});
  }
}, 120_000);
