import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { App } from '../app.ts';
import { tooManyRequests } from '../http/rate-limit.ts';

// "Please wait N seconds", as a limited client reads it: one route refusing with the limits' 429.
let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  app.get('/api/v1/test-wait/:seconds', {
    schema: { params: z.object({ seconds: z.coerce.number().int() }) },
    handler: async (request) => {
      throw tooManyRequests((request.params as { seconds: number }).seconds);
    },
  });
  await app.ready();
});
afterAll(() => app.close());

const waitMessage = async (seconds: number, language: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/test-wait/${seconds}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(seconds));
  expect(res.json().code).toBe('http.too-many-requests');
  return res.json().message as string;
};

describe('server messages with plural forms', () => {
  test('English: one second, otherwise seconds', async () => {
    expect(await waitMessage(1, 'en')).toBe(
      'Too many requests. Please wait 1 second and try again.',
    );
    for (const n of [2, 3, 11, 100]) {
      expect(await waitMessage(n, 'en-GB,en;q=0.8')).toBe(
        `Too many requests. Please wait ${n} seconds and try again.`,
      );
    }
  });

  test('Arabic: one, two, few (3–10), many (11–99) and other (100+) each read as Arabic says them', async () => {
    const wait = (words: string) => `طلبات كثيرة جدًا. يرجى الانتظار ${words} ثم المحاولة مرة أخرى.`;
    expect(await waitMessage(1, 'ar')).toBe(wait('ثانية واحدة'));
    expect(await waitMessage(2, 'ar-SA')).toBe(wait('ثانيتين'));
    expect(await waitMessage(3, 'ar')).toBe(wait('3 ثوانٍ'));
    expect(await waitMessage(11, 'ar')).toBe(wait('11 ثانية'));
    expect(await waitMessage(100, 'ar')).toBe(wait('100 ثانية'));
    // Zero is its own form in Arabic (a limit never asks for it, but the catalogue has it).
    expect(await waitMessage(0, 'ar')).toBe('طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى الآن.');
  });
});
