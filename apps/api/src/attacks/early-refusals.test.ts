import { type AddressInfo, connect, type Socket } from 'node:net';
import type { ApiError } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../test/factories.ts';
import { postJob } from '../../test/job-factories.ts';
import type { App } from '../app.ts';
import { LINGER_MAX_BYTES, LINGER_MAX_MS } from '../http/lingering-close.ts';

// Issue 28, item 10: a refusal answered before the body is read (401 without a session, 403, 413,
// 415) closed the connection at once, and a client still sending got EPIPE instead of the answer.
// The server now answers, drains what still comes for a bounded size and time, then closes.
// Through the live port: app.inject has no socket to break.

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const BOUNDARY = 'souqlinger';
/** What the server may read past the bound: the socket's and the parser's buffers. */
const SLACK = 1 * MB;

let app: App;
let person: TestAccount;
let company: TestAccount;
let employer: TestAccount;
/** The server side of each connection, by the client's port. */
const serverSockets = new Map<number, Socket>();
beforeAll(async () => {
  app = await buildTestApp();
  app.server.on('connection', (socket: Socket) => {
    if (socket.remotePort) serverSockets.set(socket.remotePort, socket);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  person = await createUser(app);
  company = await createUser(app, { type: 'company' });
  employer = await createUser(app, { type: 'company' });
});
afterAll(() => app.close());

interface Upload {
  path: string;
  /** The body's announced size; `sendBytes` of it are sent (all of it by default). */
  bytes: number;
  sendBytes?: number;
  contentType?: string;
  token?: string;
}

interface Outcome {
  status: number;
  code: string | undefined;
  /** The client's error (EPIPE, ECONNRESET) when it came before the whole answer. */
  error: string | null;
  /** How many bytes the server read from this connection, once it closed. */
  serverRead: number;
  /** How long after the answer the server closed the connection. */
  closedAfterMs: number;
}

const multipartHead = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
);

/** The server's side of the connection from the client's `port`, once the server has it. */
const serverSideOf = async (port: number) => {
  for (let tries = 0; tries < 100; tries++) {
    const socket = serverSockets.get(port);
    if (socket) return socket;
    await new Promise((next) => setTimeout(next, 10));
  }
  throw new Error(`the server never saw the connection from port ${port}`);
};

/** The status and the JSON body's code of a whole HTTP answer in `raw`, or null. */
const answerIn = (raw: string) => {
  const [head, body = ''] = raw.split('\r\n\r\n');
  const length = Number(/content-length: *(\d+)/i.exec(head ?? '')?.[1] ?? Number.NaN);
  if (!(Buffer.byteLength(body) >= length)) return null;
  return {
    status: Number(head?.split(' ')[1]),
    code: (JSON.parse(body.slice(0, length)) as ApiError).code,
  };
};

/**
 * A stubborn client on a raw socket, as a browser uploading is: it sends the headers and then the
 * body as fast as the socket takes it, whatever it hears, and reads the answer when it comes. The
 * answer counts only if it arrived whole before any EPIPE or reset.
 */
const upload = ({ path, bytes, sendBytes = bytes, contentType, token }: Upload) =>
  new Promise<Outcome>((resolve, reject) => {
    const { port } = app.server.address() as AddressInfo;
    // Half open: the server's FIN after its answer does not stop this client's sending.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const received: Buffer[] = [];
    let answer: { status: number; code: string | undefined } | null = null;
    let answeredAt = 0;
    let error: string | null = null;
    let sent = 0;
    const write = () => {
      while (sent < sendBytes && socket.writable) {
        const chunk =
          sent === 0 ? multipartHead : Buffer.alloc(Math.min(CHUNK, sendBytes - sent), 0x41);
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', write);
      }
      if (sent >= bytes) socket.end();
    };
    socket.on('connect', () => {
      const headers = [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Content-Type: ${contentType ?? `multipart/form-data; boundary=${BOUNDARY}`}`,
        `Content-Length: ${bytes}`,
        ...(token ? [`Authorization: Bearer ${token}`] : []),
      ];
      socket.write(`${headers.join('\r\n')}\r\n\r\n`);
      write();
      void serverSideOf(socket.localPort ?? 0).then((server) => {
        const settle = () => {
          socket.destroy();
          resolve({
            status: answer?.status ?? 0,
            code: answer?.code,
            error,
            serverRead: server.bytesRead,
            closedAfterMs: answeredAt ? Date.now() - answeredAt : -1,
          });
        };
        // A moment for what is already in this client's buffer to be read.
        const settleSoon = () => setTimeout(settle, 50);
        if (server.destroyed) settleSoon();
        else server.once('close', settleSoon);
      }, reject);
    });
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      answer ??= answerIn(Buffer.concat(received).toString());
      if (answer && !answeredAt) answeredAt = Date.now();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      if (!answer) error ??= e.code ?? e.message;
    });
  });

describe('an early refusal reaches a client that is still sending', () => {
  test('a 3 MB photo upload without a token reads the 401 in 20 of 20 tries', async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 20; i++) {
      outcomes.push(await upload({ path: '/api/v1/advertisements/create', bytes: 3 * MB }));
    }
    expect(outcomes.map((o) => `${o.status} ${o.code ?? o.error}`)).toEqual(
      Array(20).fill('401 http.unauthenticated'),
    );
    // Every byte of it was read and thrown away, and no more.
    for (const o of outcomes) expect(o.serverRead).toBeLessThan(3 * MB + 4096);
  });

  test('a 40 MB upload without a token: the 401 is read, the server reads at most the bound and closes', async () => {
    const o = await upload({ path: '/api/v1/advertisements/create', bytes: 40 * MB });
    expect(`${o.status} ${o.code}`).toBe('401 http.unauthenticated');
    expect(o.serverRead).toBeGreaterThan(LINGER_MAX_BYTES);
    expect(o.serverRead).toBeLessThan(LINGER_MAX_BYTES + SLACK);
  });

  test('a body announced but never sent is dropped after the time bound', async () => {
    const o = await upload({
      path: '/api/v1/advertisements/create',
      bytes: 10 * MB,
      sendBytes: CHUNK,
    });
    expect(o.status).toBe(401);
    expect(o.closedAfterMs).toBeGreaterThanOrEqual(LINGER_MAX_MS - 500);
    expect(o.closedAfterMs).toBeLessThan(LINGER_MAX_MS + 3000);
  }, 20_000);

  test('a 900 KB body of an unsupported type reads the 415 in 5 of 5 tries', async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(
        await upload({
          path: '/api/v1/advertisements/create',
          bytes: 900 * 1024,
          contentType: 'application/xml',
          token: person.token,
        }),
      );
    }
    expect(outcomes.map((o) => o.status)).toEqual([415, 415, 415, 415, 415]);
  });

  test('a 3 MB JSON body over the JSON limit reads the 413 in 5 of 5 tries', async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(
        await upload({
          path: '/api/v1/update-user-profile',
          bytes: 3 * MB,
          contentType: 'application/json',
          token: person.token,
        }),
      );
    }
    expect(outcomes.map((o) => o.status)).toEqual([413, 413, 413, 413, 413]);
  });
});

describe('a company applying to a job', () => {
  test('is refused on its account type (403) before its 50 MB CV is read', async () => {
    const job = await postJob(app, employer.token);
    const o = await upload({
      path: `/api/v1/jobs/${job.id}/apply`,
      bytes: 50 * MB,
      token: company.token,
    });
    expect(`${o.status} ${o.code}`).toBe('403 jobs.companies-cannot-apply');
    // Not the 5 MB limit's 413: the file was never parsed, only drained up to the bound.
    expect(o.serverRead).toBeLessThan(LINGER_MAX_BYTES + SLACK);
  });

  test('hears the 403 after sending only the first 64 KiB of its CV', async () => {
    const job = await postJob(app, employer.token);
    const o = await upload({
      path: `/api/v1/jobs/${job.id}/apply`,
      bytes: 50 * MB,
      sendBytes: CHUNK,
      token: company.token,
    });
    expect(o.status).toBe(403);
  }, 20_000);
});
