import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Endpoint } from '@souq/contract/endpoints';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppToasts } from '../../app/toasts';
import { i18n } from '../i18n';
import { AUTH_KEY, restoreSession, TOKEN_KEY, useAuthStore } from '../stores/auth-store';
import { useSelectionStore } from '../stores/selection-store';
import {
  type ApiClient,
  ApiRequestError,
  createApiClient,
  parseRetryAfter,
  type SendOptions,
} from './client';
import { getErrorMessage } from './errors';
import { buildListQuery } from './list-query';
import { registerNavigate } from './navigation';
import { reportWriteError } from './write-feedback';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const received: Received[] = [];

const routes: Record<string, [number, unknown]> = {
  'GET /echo': [200, { data: { ok: true }, message: 'Fetched' }],
  'POST /echo': [200, { data: { ok: true } }],
  'PUT /echo': [200, { data: { ok: true } }],
  'GET /slow': [200, { data: { ok: true } }],
  'POST /items': [201, { data: { id: 1 }, message: 'Ad created' }],
  'POST /items/quiet': [201, { data: { id: 2 } }],
  'PUT /items/1': [200, { data: { id: 1 }, message: 'Ad updated' }],
  'DELETE /items/1': [200, { data: null }],
  'DELETE /items/2': [200, { message: 'Ad removed' }],
  'GET /bad': [400, { message: 'The filter is malformed', code: 'http.bad-request' }],
  'GET /bad-bare': [400, {}],
  'GET /private': [401, { message: 'Unauthenticated', code: 'auth.unauthenticated' }],
  'POST /invalid': [
    422,
    {
      message: 'The given data was invalid.',
      code: 'validation.failed',
      errors: { title: ['Title is required.'], price: ['Price must be positive.'] },
    },
  ],
  'POST /server-error': [500, { message: 'Storage is unavailable', code: 'http.internal' }],
  'GET /list': [
    200,
    { data: [{ id: 1 }], meta: { current_page: 2, last_page: 3, per_page: 10, total: 21 } },
  ],
};

let server: Server;
let baseURL: string;
let client: ApiClient;
const navigate = vi.fn(async (_path: string) => undefined);

// In a browser, fetch, FormData and File share one realm. Here fetch is Node's (undici), which
// cannot read the files of jsdom's FormData: give the tests Node's classes, as the page has its
// own (for each test: stubbed globals are put back after every test).
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Accept-Language, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname.replace('/api/v1', '');
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const [status, payload] = routes[`${req.method} ${path}`] ?? [
        404,
        { message: 'Not found', code: 'http.not-found' },
      ];
      // Refusals as a proxy answers them: no JSON, a Retry-After header.
      if (path === '/limited') {
        res.writeHead(429, { 'Content-Type': 'text/plain', 'Retry-After': '7' });
        res.end('Too Many Requests');
        return;
      }
      if (path === '/overloaded') {
        res.writeHead(503, { 'Content-Type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
        return;
      }
      const answer = () =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
      if (path === '/slow') setTimeout(answer, 500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  client = createApiClient({ baseURL });
  registerNavigate(navigate);
});

afterAll(async () => {
  registerNavigate(null);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  navigate.mockClear();
  vi.mocked(HTMLMediaElement.prototype.play).mockClear();
  restoreSession();
  render(<AppToasts />);
});

const lastRequest = () => received.at(-1)!;

/** A call to a path of this test's server, as the client sends an endpoint's (any body, any query). */
const send = (
  method: Endpoint['method'],
  path: string,
  options?: SendOptions & { query?: Record<string, unknown>; body?: unknown },
): Promise<unknown> => client.call({ method, path, auth: 'none' }, options as never);

describe('request interceptor', () => {
  test('Accept-Language is the stored language first part, and the bearer token is sent', async () => {
    localStorage.setItem('i18nextLng', 'ar-SA');
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    await send('GET', '/echo');
    expect(lastRequest().headers['accept-language']).toBe('ar');
    expect(lastRequest().headers.authorization).toBe('Bearer tok-123');
  });

  test('without a stored language or token: English and no Authorization', async () => {
    await send('GET', '/echo');
    expect(lastRequest().headers['accept-language']).toBe('en');
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  test('bodies are multipart form data by default and JSON when asked', async () => {
    await send('POST', '/items', { body: { title: 'Camera', price: 120 } });
    expect(lastRequest().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest().body).toContain('name="title"');
    expect(lastRequest().body).toContain('Camera');

    await send('PUT', '/items/1', { body: { content: 'Hi' }, json: true });
    expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(lastRequest().body)).toEqual({ content: 'Hi' });
  });
});

describe('request encoding', () => {
  /** The multipart parts of the last request, as `[name, filename or null, content]`. */
  const parts = async () => {
    const { headers, body } = lastRequest();
    const form = await new Response(body, {
      headers: { 'Content-Type': String(headers['content-type']) },
    }).formData();
    return [...form.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, null, value] : [name, value.name, value.size],
    );
  };

  test('a plain object becomes multipart: arrays as repeated fields, files as file parts', async () => {
    const photos = [
      new File(['first photo'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['second'], 'two.jpg', { type: 'image/jpeg' }),
    ];
    await send('POST', '/echo', {
      body: {
        title: 'Camera',
        price: 120,
        negotiable: false,
        photos,
        photo_order: ['12', 'new:0', 'new:1'],
        skipped: undefined,
      },
    });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await parts()).toEqual([
      ['title', null, 'Camera'],
      ['price', null, '120'],
      ['negotiable', null, 'false'],
      ['photos', 'one.jpg', 11],
      ['photos', 'two.jpg', 6],
      ['photo_order', null, '12'],
      ['photo_order', null, 'new:0'],
      ['photo_order', null, 'new:1'],
    ]);
    expect(lastRequest().body).toContain('first photo');
  });

  test('a FormData built by the caller is sent as it is', async () => {
    const form = new FormData();
    form.append('photos', new File(['abc'], 'a.png', { type: 'image/png' }));
    form.append('photo_order', 'new:0');
    await send('POST', '/echo', { body: form });
    expect(await parts()).toEqual([
      ['photos', 'a.png', 3],
      ['photo_order', null, 'new:0'],
    ]);
  });

  test('JSON when asked: body, content type and method', async () => {
    const response = await send('PUT', '/echo', {
      body: { content: 'Edited', tags: ['a'] },
      json: true,
    });
    expect(response).toEqual({ data: { ok: true } });
    expect(lastRequest().method).toBe('PUT');
    expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(lastRequest().body)).toEqual({ content: 'Edited', tags: ['a'] });
  });

  test('without a body: no content type', async () => {
    await send('POST', '/echo');
    expect(lastRequest().headers['content-type']).toBeUndefined();
    expect(lastRequest().body).toBe('');
  });

  test('params keep their keys as written (contains[name]) and leave out null and undefined', async () => {
    await send('GET', '/echo', {
      query: {
        'contains[name]': 'red phone',
        page: 2,
        paginate: true,
        region_id: null,
        x: undefined,
      },
    });
    const url = new URL(lastRequest().url, 'http://x');
    expect(url.pathname).toBe('/api/v1/echo');
    expect(url.search).toContain('contains%5Bname%5D=red+phone');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'contains[name]': 'red phone',
      page: '2',
      paginate: 'true',
    });
  });

  test('a timeout aborts the call with a timeout error; without one the call waits', async () => {
    const started = Date.now();
    const error = await send('GET', '/slow', { timeout: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, code: 'ERR_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(400);
    await expect(send('GET', '/slow')).resolves.toMatchObject({ data: { ok: true } });
  });
});

describe('response interceptor', () => {
  test('401 signs out (both keys cleared) and navigates to /', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired');
    localStorage.setItem(AUTH_KEY, JSON.stringify({ isAuthenticated: true, role: 'company' }));
    restoreSession();
    await expect(send('GET', '/private')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  test('401 without a session (a wrong password at login) signs nobody out and stays put', async () => {
    await expect(send('GET', '/private')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  test('400 toasts the response message, then rejects', async () => {
    await expect(send('GET', '/bad')).rejects.toMatchObject({ status: 400 });
    expect(await screen.findByText('The filter is malformed')).toBeInTheDocument();
  });

  test('400 without a message toasts "Bad Request"', async () => {
    await expect(send('GET', '/bad-bare')).rejects.toMatchObject({ status: 400 });
    expect(await screen.findByText('Bad Request')).toBeInTheDocument();
  });

  test('other statuses are passed on unchanged, without signing out', async () => {
    localStorage.setItem(TOKEN_KEY, 'still-valid');
    localStorage.setItem(AUTH_KEY, JSON.stringify({ isAuthenticated: true, role: 'user' }));
    restoreSession();
    await expect(send('GET', '/nowhere')).rejects.toMatchObject({ status: 404 });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('still-valid');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('refused requests (429, 5xx) in the reader’s language', () => {
  test('a 429 without a message says how long to wait, from Retry-After, never the raw body', async () => {
    const error = await send('GET', '/limited').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 429, retryAfter: 7 });
    expect(getErrorMessage(error)).toBe('Too many requests. Please wait 7 seconds and try again.');
  });

  test('a 503 page from a proxy is a localised message, in Arabic too', async () => {
    const error = await send('GET', '/overloaded').catch((e: unknown) => e);
    expect(getErrorMessage(error)).toBe(
      'Souq could not answer just now. Please try again in a moment.',
    );
    await i18n.changeLanguage('ar');
    try {
      expect(getErrorMessage(error)).toBe(
        'تعذّر على سوق الرد الآن. يرجى المحاولة مرة أخرى بعد قليل.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  test('a refused write toasts the wait, never JSON', async () => {
    const refusal: unknown = await send('POST', '/limited', { body: {} }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ status: 429 });
    reportWriteError(refusal);
    expect(
      await screen.findByText('Too many requests. Please wait 7 seconds and try again.'),
    ).toBeInTheDocument();
  });

  test('Retry-After may be a date', () => {
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(parseRetryAfter(inTenSeconds)).toBeGreaterThanOrEqual(9);
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('generic list fetch', () => {
  test('sends paginate, page, contains[name] and the persisted selection', async () => {
    useSelectionStore.getState().setSelectedCountry({ id: 3 });
    useSelectionStore.getState().setSelectedGovernorate({ id: 31 });
    useSelectionStore.getState().setSelectedCategory({ id: 7 });
    const { selectedCountry, selectedGovernorate, selectedCategory } = useSelectionStore.getState();
    const params = buildListQuery({
      paginate: true,
      page: 2,
      search: ' phone ',
      countryId: selectedCountry?.id,
      regionId: selectedGovernorate?.id,
      categoryId: selectedCategory?.id,
    });
    const result = (await send('GET', '/list', { query: { ...params } })) as {
      meta: { current_page: number };
    };
    expect(result.meta.current_page).toBe(2);
    const query = new URL(lastRequest().url, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      paginate: 'true',
      page: '2',
      'contains[name]': 'phone',
      country_id: '3',
      region_id: '31',
      category_id: '7',
    });
    expect(JSON.parse(localStorage.getItem('selection-storage')!).state.selectedCountry).toEqual({
      id: 3,
    });
  });

  test('empty parameters are left out', () => {
    expect(buildListQuery({ search: '  ', countryId: null })).toEqual({});
  });
});
