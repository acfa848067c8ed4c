import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiError } from '@souq/contract';
import { allEndpoints, type Endpoint } from '@souq/contract/endpoints';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postAd } from '../../test/ad-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, registrationFields, type TestAccount } from '../../test/factories.ts';
import type { App } from '../app.ts';
import { endpoint, requireContractRoute } from '../http/endpoint.ts';

let app: App;
let origin: string;
let seller: TestAccount;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  seller = await createUser(app);
});
afterAll(() => app.close());

type Named = Endpoint & { name: string };
const byAuth = (auth: Endpoint['auth']) =>
  allEndpoints.filter((entry) => entry.auth === auth).map((entry) => [entry.name, entry] as const);
const required = byAuth('required');
const optional = byAuth('optional');

/** The endpoint's URL with a parameter that fails validation and a query that fails it too. */
const badUrlOf = ({ path }: Named) =>
  `/api/v1${path.replace(/\{\w+\}/g, 'abc')}?status=bogus&page=-1&per_page=x`;
const hasBody = ({ method }: Named) => method !== 'GET';

const MALFORMED_JSON = '{"title": "half a';
/** Well formed (the guard's regex accepts it) but no session has it. */
const UNKNOWN_TOKEN = `Bearer ${'Z'.repeat(43)}`;

const expectUnauthenticated = (status: number, body: ApiError) => {
  expect({ status, code: body.code }).toEqual({ status: 401, code: 'http.unauthenticated' });
};

describe('an endpoint that needs a session refuses a caller without one before reading anything', () => {
  test.each(required)('%s: no token and a malformed JSON body get 401', async (_, entry) => {
    const res = await app.inject({
      method: entry.method,
      url: badUrlOf(entry),
      ...(hasBody(entry)
        ? { payload: MALFORMED_JSON, headers: { 'content-type': 'application/json' } }
        : {}),
    });
    expectUnauthenticated(res.statusCode, res.json());
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  test.each(required)(
    '%s: an unknown token and a malformed JSON body get 401',
    async (_, entry) => {
      const res = await app.inject({
        method: entry.method,
        url: badUrlOf(entry),
        headers: {
          authorization: UNKNOWN_TOKEN,
          ...(hasBody(entry) ? { 'content-type': 'application/json' } : {}),
        },
        ...(hasBody(entry) ? { payload: MALFORMED_JSON } : {}),
      });
      expectUnauthenticated(res.statusCode, res.json());
    },
  );

  test.each(required)(
    '%s: a 95 MB upload without a token is answered 401 after its first chunk and the connection closed',
    async (_, entry) => {
      const { status, body, closedByServer } = await startLargeUpload(entry);
      expectUnauthenticated(status, body);
      expect(closedByServer).toBe(true);
    },
  );

  test.each(required)(
    '%s: the same upload with an unknown token is answered 401 unread',
    async (_, entry) => {
      const { status, body } = await startLargeUpload(entry, UNKNOWN_TOKEN);
      expectUnauthenticated(status, body);
    },
  );
});

const BOUNDARY = 'souqguard';
const UPLOAD_BYTES = 95 * 1024 * 1024;
const FIRST_CHUNK = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ),
  Buffer.alloc(64 * 1024, 0xff),
]);

/**
 * Announces a large multipart upload through the live port, sends only its first chunk and waits
 * for the answer: a server that reads the body before checking the session never answers here.
 * Then it waits a moment for the server to hang up rather than wait for the other 94.9 MB.
 */
const startLargeUpload = (entry: Named, authorization?: string) =>
  new Promise<{ status: number; body: ApiError; closedByServer: boolean }>((resolve, reject) => {
    const req = httpRequest(`${origin}${badUrlOf(entry)}`, {
      method: entry.method,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(UPLOAD_BYTES),
        ...(authorization ? { authorization } : {}),
      },
    });
    const fail = (error: Error) => {
      req.destroy();
      reject(error);
    };
    const unanswered = setTimeout(
      () => fail(new Error('no answer while the body was unsent: the server waited to read it')),
      5000,
    );
    req.on('error', fail);
    req.on('response', (res) => {
      clearTimeout(unanswered);
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = {
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()) as ApiError,
        };
        const settle = (closedByServer: boolean) => {
          clearTimeout(stillOpen);
          req.off('error', fail);
          req.on('error', () => {});
          req.destroy();
          resolve({ ...answer, closedByServer });
        };
        const stillOpen = setTimeout(() => settle(false), 1000);
        if (req.socket?.readableEnded || req.socket?.destroyed) settle(true);
        else req.socket?.once('end', () => settle(true)).once('close', () => settle(true));
      });
    });
    req.write(FIRST_CHUNK);
  });

test('signed-out requests to a guarded endpoint count against the rate limit', async () => {
  const limited = await buildTestApp({ RATE_LIMIT_MAX: '3' });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.inject({ method: 'GET', url: '/api/v1/profile' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  } finally {
    await limited.close();
  }
});

describe('an endpoint with an optional session serves an anonymous caller', () => {
  test.each(optional)('%s: no token is not a 401', async (_, entry) => {
    const res = await app.inject({ method: entry.method, url: badUrlOf(entry) });
    expect(res.statusCode).not.toBe(401);
  });

  test('an ad is shown to an anonymous visitor and to one with an unknown token', async () => {
    const { id } = await postAd(app, seller.token);
    for (const headers of [{}, { authorization: UNKNOWN_TOKEN }]) {
      const res = await app.inject({ url: `/api/v1/advertisements/details/${id}`, headers });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { data: { is_owner: boolean } }).data.is_owner).toBe(false);
    }
  });
});

describe('the contract map and the routes are the same list', () => {
  test('every endpoint of the contract map is served under /api/v1', () => {
    const missing = allEndpoints.filter(
      (entry) => !app.hasRoute({ method: entry.method, url: `/api/v1${endpoint(entry).url}` }),
    );
    expect(missing.map((entry) => entry.name)).toEqual([]);
  });

  test('the published API docs ask for a bearer token on exactly the endpoints that need a session', async () => {
    const docs = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const marked = allEndpoints.filter(
      (entry) => docs.paths[`/api/v1${entry.path}`]?.[entry.method.toLowerCase()]?.security,
    );
    expect(marked.map((entry) => entry.name)).toEqual(required.map(([name]) => name));
  });

  const apiWith = async (route: (api: ReturnType<typeof Fastify>) => void) => {
    const server = Fastify();
    await server.register(
      async (api) => {
        api.addHook('onRoute', requireContractRoute(api.prefix));
        route(api);
      },
      { prefix: '/api/v1' },
    );
    return server;
  };

  test('a route that is not in the contract map stops the app from starting', async () => {
    await expect(
      apiWith((api) => api.post('/advertisements/secret-export', async () => ({}))),
    ).rejects.toThrow('POST /api/v1/advertisements/secret-export is not in the contract');
  });

  test('a route that replaces its session guard stops the app from starting', async () => {
    const create = allEndpoints.find((entry) => entry.name === 'ads.create')!;
    await expect(
      apiWith((api) =>
        api.route({ ...endpoint(create), preParsing: async () => {}, handler: async () => ({}) }),
      ),
    ).rejects.toThrow("lost its 'required' session guard");
  });
});

describe('a malformed multipart body is a 400, signed in or not', () => {
  const boundary = 'souqbroken';
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCamry\r\n`;
  const bodies = [
    ['no boundary in the content type', 'multipart/form-data', `${part}--${boundary}--\r\n`],
    [
      'a body cut off inside a part',
      `multipart/form-data; boundary=${boundary}`,
      `${part}--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nhalf`,
    ],
    [
      'a part whose headers never end',
      `multipart/form-data; boundary=${boundary}`,
      `${part}--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Ty`,
    ],
  ] as const;

  const targets = [
    ['ads create, signed in', '/api/v1/advertisements/create', () => seller.token],
    ['profile update, signed in', '/api/v1/update-user-profile', () => seller.token],
    ['company registration, signed out', '/api/v1/register-company', () => null],
  ] as const;

  describe.each(targets)('%s', (_, url, tokenOf) => {
    test.each(bodies)('%s', async (_, contentType, payload) => {
      const token = tokenOf();
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: {
          'content-type': contentType,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      expect({ status: res.statusCode, code: (res.json() as ApiError).code }).toEqual({
        status: 400,
        code: 'http.malformed',
      });
    });
  });

  test('a registration cut off in its multipart body creates no account', async () => {
    const fields = await registrationFields(app, { company_name: 'Cut Off Co.' });
    const text = Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/register-company',
      payload: `${text}--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="l.png"\r\n\r\n\x89PNG`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: fields.email, password: fields.password },
    });
    expect(login.statusCode).toBe(401);
  });
});
