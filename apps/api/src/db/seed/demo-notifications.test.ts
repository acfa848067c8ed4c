import type { NotificationsPage } from '@souq/contract';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedDemoChat } from './demo-chat.ts';
import { seedDemoNotifications } from './demo-notifications.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemoChat(app.db);
  // Idempotent: the template may hold them already; a second run adds nothing.
  await seedDemoNotifications(app.db);
  await seedDemoNotifications(app.db);
});
afterAll(async () => {
  await app.close();
});

test('the demo accounts have a few notifications, some unread, told in both languages', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: 'ahmed@example.com', password: DEMO_PASSWORD },
  });
  const ahmed = asUser(app, res.json().data.token as string);
  const en = (await ahmed.get('/api/v1/notifications')).json() as NotificationsPage;
  const ar = (
    await ahmed.get('/api/v1/notifications', { 'accept-language': 'ar' })
  ).json() as NotificationsPage;
  expect(en.data.length).toBeGreaterThan(0);
  expect(en.meta.unread_count).toBeGreaterThan(0);
  expect(en.meta.unread_count).toBeLessThanOrEqual(3);
  expect(en.data.map((n) => n.id)).toEqual(ar.data.map((n) => n.id));
  expect(en.data[0]!.text).not.toBe(ar.data[0]!.text);
  expect(en.data.some((n) => n.type === 'chat.message')).toBe(true);
});
