import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { App } from '../app.ts';

// The conventions every endpoint shares, exercised through one probe route with a real schema.
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  app.post('/api/v1/test-probe', {
    schema: {
      body: z.object({
        title: z.string().min(3).max(5),
        email: z.email(),
        count: z.coerce.number().int(),
      }),
    },
    handler: async (request) => ({ data: request.body, message: 'stored' }),
  });
  await app.ready();
});
afterAll(() => app.close());

const probe = (payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/test-probe',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('envelope and errors', () => {
  test('a valid JSON body is answered as {data, message}', async () => {
    const res = await probe(JSON.stringify({ title: 'abcd', email: 'a@b.co', count: '3' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { title: 'abcd', email: 'a@b.co', count: 3 },
      message: 'stored',
    });
  });

  test('the same fields as multipart form data are accepted too', async () => {
    const boundary = 'souqboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test-probe',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('title', 'abcd')}${part('email', 'a@b.co')}${part('count', '7')}--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ title: 'abcd', email: 'a@b.co', count: 7 });
  });

  test('invalid fields give 422 with localised messages per field', async () => {
    const res = await probe(JSON.stringify({ title: 'ab', email: 'nope', count: 'x' }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('http.validation');
    expect(body.message).toBe('Some fields are not valid.');
    expect(body.errors.title).toEqual(['Must be at least 3 characters.']);
    expect(body.errors.email).toEqual(['Enter a valid e-mail address.']);
    // "x" for a number is a wrong value, not a missing one.
    expect(body.errors.count).toEqual(['This value has the wrong type.']);
  });

  test('a missing field is reported as required, in Arabic when asked', async () => {
    const res = await probe(JSON.stringify({ title: 'abcd', count: 1 }), {
      'accept-language': 'ar-SA,ar;q=0.9',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('بعض الحقول غير صالحة.');
    expect(res.json().errors.email).toEqual(['هذا الحقل مطلوب.']);
  });

  test('malformed JSON gives 400 in the envelope', async () => {
    const res = await probe('{"title": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request could not be read. Check that it is valid JSON or form data.',
      code: 'http.malformed',
    });
  });

  test('a body over the limit gives a localised 413', async () => {
    const res = await probe(JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }), {
      'accept-language': 'ar',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'حجم الطلب كبير جدًا.', code: 'http.too-large' });
  });

  test('an unsupported content type gives 415', async () => {
    const res = await probe('title=abc', { 'content-type': 'application/x-something' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('http.unsupported-media-type');
  });

  test('an unknown API route gives a JSON 404 in the request language', async () => {
    const en = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toMatch(/application\/json/);
    expect(en.json()).toEqual({
      message: 'Nothing here: this address does not exist.',
      code: 'http.not-found',
    });
    const ar = await app.inject({
      method: 'DELETE',
      url: '/api/v1/no-such-thing',
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.json()).toEqual({
      message: 'لا شيء هنا: هذا العنوان غير موجود.',
      code: 'http.not-found',
    });
  });

  test('any language other than Arabic falls back to English', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/missing',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(res.json().message).toBe('Nothing here: this address does not exist.');
  });

  test('security headers are set on every answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('rate limits', () => {
  test('past the limit a localised 429 with Retry-After is answered', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await limited.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(
          200,
        );
      }
      const res = await limited.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'accept-language': 'ar' },
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().code).toBe('http.too-many-requests');
      expect(res.json().message).toMatch(/^طلبات كثيرة جدًا/);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  test('the contract is published at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('Souq API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/shared/countries',
        '/api/v1/shared/regions/{countryId}',
        '/api/v1/categories',
      ]),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
