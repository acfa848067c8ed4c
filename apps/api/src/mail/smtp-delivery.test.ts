import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { smtpSink } from '../../test/smtp-sink.ts';
import type { App } from '../app.ts';
import { backgroundJobs } from '../jobs/jobs.table.ts';
import { outboxEmails } from './outbox.table.ts';

/** A seeded demo account (every test database has it). */
const email = 'sara@example.com';
const fast = { JOBS_POLL_MS: '50', JOBS_RETRY_BASE_MS: '100', JOBS_RETRY_MAX_MS: '300' };
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

test('a reset code requested while the SMTP server is down arrives once after it comes back up', async () => {
  // Take a free port, then stop listening there: the server is "down".
  const probe = await smtpSink();
  const port = probe.port;
  await probe.close();
  app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...fast });
  const res = await app.inject({ method: 'POST', url: '/api/v1/send_code', payload: { email } });
  expect(res.statusCode).toBe(200);
  const job = async () =>
    (await app!.db.select().from(backgroundJobs).where(eq(backgroundJobs.type, 'mail.send')))[0];
  await expect.poll(async () => (await job())?.state, { timeout: 5000 }).toBe('failed');
  expect((await job())!.lastError).toMatch(/ECONNREFUSED/);

  const sink = await smtpSink(port);
  try {
    await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBe(1);
    expect(sink.received[0]).toContain(`To: ${email}`);
    expect(sink.received[0]).toMatch(/Your Souq code: \d{6}/);
    await expect.poll(async () => (await job())?.state, { timeout: 5000 }).toBe('done');
    await new Promise((done) => setTimeout(done, 500));
    expect(sink.received).toHaveLength(1);
  } finally {
    await sink.close();
  }
});

test('a message the SMTP server accepted is never sent again, even when its job runs again', async () => {
  const sink = await smtpSink();
  try {
    app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ...fast });
    await app.inject({ method: 'POST', url: '/api/v1/send_code', payload: { email } });
    await expect.poll(() => sink.received.length, { timeout: 5000 }).toBe(1);
    const [mail] = await app.db.select().from(outboxEmails).where(eq(outboxEmails.toEmail, email));
    await expect
      .poll(async () => {
        const [row] = await app!.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.id, mail!.id));
        return row?.sentAt;
      })
      .not.toBeNull();
    // As if its job ran again (a retry, or an operator's `npm run jobs -- retry`).
    await app.db
      .update(backgroundJobs)
      .set({ state: 'queued', attempts: 0 })
      .where(eq(backgroundJobs.key, String(mail!.id)));
    await app.jobs.drain();
    expect(
      (
        await app.db
          .select()
          .from(backgroundJobs)
          .where(eq(backgroundJobs.key, String(mail!.id)))
      )[0]!.state,
    ).toBe('done');
    expect(sink.received).toHaveLength(1);
  } finally {
    await sink.close();
  }
});
