import type { ChannelDetails, ChannelsPage } from '@souq/contract';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedDemoChannels } from './demo-channels.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  // Idempotent: the template may hold them already; a second run adds nothing.
  await seedDemoChannels(app.db);
  await seedDemoChannels(app.db);
});
afterAll(async () => {
  await app.close();
});

const signIn = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return asUser(app, res.json().data.token as string);
};

test('the demo accounts share channels in both languages, with roles and unread messages', async () => {
  const ahmed = await signIn('ahmed@example.com');
  const mine = (await ahmed.get('/api/v1/channels/my-channels')).json() as ChannelsPage;
  expect(mine.data.map((c) => c.name).sort()).toEqual(
    ['Riyadh Car Lovers', 'رحلة العائلة — Family trip', 'عقارات جدة'].sort(),
  );
  const jeddah = mine.data.find((c) => c.name === 'عقارات جدة')!;
  // Two unread at the end, one of them Ahmed's own: one to read.
  expect(jeddah).toMatchObject({ role: 'member', unread_count: 1, members_count: 3 });
  const cars = mine.data.find((c) => c.name === 'Riyadh Car Lovers')!;
  expect(cars.role).toBe('owner');
  const details = (await ahmed.get(`/api/v1/channels/details/${cars.id}`)).json() as {
    data: ChannelDetails;
  };
  expect(details.data.members!.map((m) => m.role)).toEqual(['owner', 'admin', 'member']);

  const company = await signIn('company@example.com');
  const found = (
    await company.get(`/api/v1/channels/public-channels?search=${encodeURIComponent('عقارات')}`)
  ).json() as ChannelsPage;
  expect(found.data.map((c) => c.name)).toContain('عقارات جدة');
  const directory = (await company.get('/api/v1/channels/public-channels')).json() as ChannelsPage;
  expect(directory.data.map((c) => c.name)).not.toContain('رحلة العائلة — Family trip');
});
