import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { logLines } from '../../test/log-lines.ts';
import type { App } from '../app.ts';

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
