import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asUser } from '../../test/as-user.ts';
import { postAuction } from '../../test/auction-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { logLines } from '../../test/log-lines.ts';
import type { App } from '../app.ts';
import { backgroundJobs } from '../jobs/jobs.table.ts';

const { lines, stream: logStream } = logLines();

let app: App;
beforeAll(async () => {
  // Nothing listens on port 1: the e-mail's job fails, and says so in the log.
  app = await buildTestApp({ LOG_LEVEL: 'info', SMTP_URL: 'smtp://127.0.0.1:1' }, { logStream });
});
afterAll(async () => {
  await app?.close();
});

test('the log lines of a request and of the job it caused share its request id', async () => {
  const requestId = 'reset-7c1e.job-trace';
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/send_code',
    payload: { email: 'sara@example.com' },
    headers: { 'x-request-id': requestId },
  });
  expect(res.statusCode).toBe(200);
  const ofRequest = () => lines.filter((line) => line.reqId === requestId);
  expect(ofRequest().some((line) => line.msg === 'request completed')).toBe(true);

  await expect
    .poll(() => ofRequest().find((line) => line.jobType === 'mail.send'), { timeout: 10_000 })
    .toMatchObject({ msg: 'job failed: it will run again', jobId: expect.any(Number) });
});

/** The request ids of the queue's jobs of `type`, oldest first. */
const requestIdsOf = async (type: string) =>
  (
    await app.db
      .select({ requestId: backgroundJobs.requestId })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.type, type))
      .orderBy(backgroundJobs.id)
  ).map((row) => row.requestId);

test('a password change carries its request id to its e-mail job', async () => {
  const person = await createUser(app);
  const res = await asUser(app, person.token).post(
    '/api/v1/change-password',
    {
      current_password: TEST_PASSWORD,
      password: 'Copper-Lantern-Orbit-77',
      password_confirmation: 'Copper-Lantern-Orbit-77',
    },
    { 'x-request-id': 'abc' },
  );
  expect(res.statusCode).toBe(200);
  await expect
    .poll(() => lines.find((line) => line.reqId === 'abc' && line.jobType === 'mail.send'), {
      timeout: 10_000,
    })
    .toMatchObject({ msg: 'job failed: it will run again', jobId: expect.any(Number) });
});

test('a buy-now passes its request id to its follow-up, to the delivery of its notifications and to the e-mail that delivery writes', async () => {
  const [owner, buyer] = await Promise.all([createUser(app), createUser(app)]);
  const auction = await postAuction(app, owner.token, { buy_now_price: '5000' });
  const requestId = 'buy-now.e2a9';
  const res = await asUser(app, buyer.token).post(
    `/api/v1/auctions/submit-bid/${auction.id}`,
    { amount: '5000', buy_now: true },
    { 'x-request-id': requestId },
  );
  expect(res.statusCode).toBe(201);
  expect(await requestIdsOf('auctions.ended')).toContain(requestId);
  expect(await requestIdsOf('notifications.deliver')).toContain(requestId);
  // The delivery job e-mails the winner (`auction.won` is e-mailed): a job caused by a job, still
  // under the request's id, and its log lines (here: SMTP refuses) say so.
  await expect
    .poll(() => lines.find((line) => line.reqId === requestId && line.jobType === 'mail.send'), {
      timeout: 10_000,
    })
    .toMatchObject({ msg: 'job failed: it will run again', jobId: expect.any(Number) });
  const ofJobs = lines.filter((line) => line.jobId !== undefined && line.reqId === requestId);
  expect(ofJobs.length).toBeGreaterThan(0);
});

test('a chat message passes its request id to the delivery of its notification', async () => {
  const [sender, recipient] = await Promise.all([createUser(app), createUser(app)]);
  const started = await asUser(app, sender.token).post('/api/v1/chat/start-conversation', {
    user_id: recipient.account.id,
  });
  expect([200, 201]).toContain(started.statusCode);
  const conversationId = (started.json() as { data: { id: number } }).data.id;
  const requestId = 'chat-message.5f1d';
  const sent = await asUser(app, sender.token).post(
    '/api/v1/chat/send-message',
    { conversation_id: conversationId, body: 'Is it still available?' },
    { 'x-request-id': requestId },
  );
  expect(sent.statusCode).toBe(201);
  expect(await requestIdsOf('notifications.deliver')).toContain(requestId);
});
