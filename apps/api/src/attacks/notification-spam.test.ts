import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, member } from '../../test/community.ts';
import type { App } from '../app.ts';
import { notifications } from '../modules/notifications/notifications.table.ts';

let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

test('asking to be friends, withdrawing and asking again (many times) leaves one unread notification', async () => {
  const [pest, target] = await Promise.all([member(app, 'Pest'), member(app, 'Target')]);
  for (let i = 0; i < 5; i += 1) {
    expect((await pest.api.post(`${API}/friends/request/${target.id}`)).statusCode).toBe(200);
    expect(
      (await pest.api.inject({ method: 'DELETE', url: `${API}/friends/${target.id}` })).statusCode,
    ).toBe(200);
  }
  expect((await pest.api.post(`${API}/friends/request/${target.id}`)).statusCode).toBe(200);
  const rows = await app.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.userId, target.id), isNull(notifications.readAt)));
  expect(rows).toEqual([{ type: 'friends.request' }]);
  const count = await target.api.get(`${API}/notifications/unread-count`);
  expect(count.json().data.unread_count).toBe(1);

  // Once read, a new request is news again.
  await target.api.post(`${API}/notifications/read`, { all: true });
  expect(
    (await pest.api.inject({ method: 'DELETE', url: `${API}/friends/${target.id}` })).statusCode,
  ).toBe(200);
  expect((await pest.api.post(`${API}/friends/request/${target.id}`)).statusCode).toBe(200);
  const again = await target.api.get(`${API}/notifications/unread-count`);
  expect(again.json().data.unread_count).toBe(1);
});
