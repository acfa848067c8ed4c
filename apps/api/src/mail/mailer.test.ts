import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';

/** Just enough of an SMTP server to accept messages and keep what it received. */
const fakeSmtp = () => {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return { server, received };
};

let smtp: ReturnType<typeof fakeSmtp>;
beforeAll(async () => {
  smtp = fakeSmtp();
  await new Promise<void>((done) => smtp.server.listen(0, '127.0.0.1', done));
});
afterAll(() => new Promise<void>((done) => (smtp.server as Server).close(() => done())));

test('with SMTP_URL the reset code goes out by SMTP and the outbox marks it sent', async () => {
  const { port } = smtp.server.address() as AddressInfo;
  const app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  try {
    const { email } = await createUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/v1/send_code', payload: { email } });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    expect(smtp.received[0]).toContain(`To: ${email}`);
    expect(smtp.received[0]).toMatch(/Your Souq code: \d{6}/);
    const outbox = async () =>
      (await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?email=${email}` })).json().data;
    await expect.poll(async () => (await outbox())[0].sent_at, { timeout: 5000 }).not.toBeNull();
  } finally {
    await app.close();
  }
});

test('an unreachable SMTP server does not fail the request: the e-mail stays queued', async () => {
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  try {
    const { email } = await createUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/v1/send_code', payload: { email } });
    expect(res.statusCode).toBe(200);
    const [mail] = (
      await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?email=${email}` })
    ).json().data;
    expect(mail).toMatchObject({ to: email, sent_at: null });
  } finally {
    await app.close();
  }
});
