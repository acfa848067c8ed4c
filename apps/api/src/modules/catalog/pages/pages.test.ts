import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import type { App } from '../../../app.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, lang = 'en') =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': lang } });

describe('static pages', () => {
  test.each([
    ['terms', 'Terms of Use', 'شروط الاستخدام'],
    ['privacy', 'Privacy Policy', 'سياسة الخصوصية'],
    ['about', 'About Souq', 'من نحن'],
  ])('%s is served in both languages', async (slug, titleEn, titleAr) => {
    const en = await get(`/shared/view-policy/${slug}`);
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toMatchObject({ slug, title: titleEn });
    expect(en.json().data.body).toMatch(/^## /m);
    const ar = await get(`/shared/view-policy/${slug}`, 'ar');
    expect(ar.json().data.title).toBe(titleAr);
    expect(ar.json().data.body).toMatch(/[\u0600-\u06FF]/);
    expect(ar.json().data.body).not.toBe(en.json().data.body);
  });

  test('an unknown slug is a localised 404', async () => {
    const res = await get('/shared/view-policy/cookies', 'ar');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'هذه الصفحة غير موجودة.',
      code: 'catalog.page-not-found',
    });
  });
});
