import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../../test/as-user.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser, placeOf } from '../../../../test/factories.ts';
import type { App } from '../../../app.ts';
import { categories } from '../catalog.table.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('selected country, region and category', () => {
  test('a signed-in user stores a selection and reads it back, named in their language', async () => {
    const { token } = await createUser(app);
    const { countryId, regionId } = await placeOf(app, 'SA');
    const [vehicles] = await app.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'vehicles'));
    const user = asUser(app, token);
    expect((await user.get('/api/v1/categories/select-category')).json().data.selection).toEqual({
      country: null,
      region: null,
      category: null,
      updated_at: null,
    });
    const saved = await user.post('/api/v1/categories/select-category', {
      country_id: countryId,
      region_id: regionId,
      category_id: vehicles!.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.selection).toMatchObject({
      country: { id: countryId, code: 'SA', name: 'Saudi Arabia' },
      region: { id: regionId },
      category: { id: vehicles!.id, name: 'Vehicles', icon: 'car', parent_id: null },
    });
    const again = await user.get('/api/v1/categories/select-category', { 'accept-language': 'ar' });
    expect(again.json().data.selection.country.name).toBe('المملكة العربية السعودية');
  });

  test('a region of another country or an unknown category is refused with 422, storing nothing', async () => {
    const { token } = await createUser(app);
    const { countryId } = await placeOf(app, 'SA');
    const egypt = await placeOf(app, 'EG');
    const res = await asUser(app, token).post('/api/v1/categories/select-category', {
      country_id: countryId,
      region_id: egypt.regionId,
      category_id: 999999,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      region_id: ['Choose a region of the chosen country.'],
      category_id: ['This category does not exist.'],
    });
    const stored = await asUser(app, token).get('/api/v1/categories/select-category');
    expect(stored.json().data.selection.country).toBeNull();
  });

  test('signed out, the selection cannot be stored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/categories/select-category',
      payload: { country_id: 1, region_id: 1, category_id: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});
