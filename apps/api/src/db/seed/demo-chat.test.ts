import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatInfo, ConversationsPage, MessagesPage } from '@souq/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { diskStorage } from '../../media/storage.ts';
import { rowsOf } from '../rows.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedDemoAds } from './demo-ads.ts';
import { seedDemoChat } from './demo-chat.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  // Idempotent: the template may hold them already; a second run adds nothing.
  await seedDemoChat(app.db);
  await seedDemoChat(app.db);
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

test('the demo accounts talk in both languages, with a missed call and unread messages', async () => {
  const ahmed = await signIn('ahmed@example.com');
  const list = (await ahmed.get('/api/v1/chat/get-conversations')).json() as ConversationsPage;
  expect(list.data.map((c) => c.other_user.name).sort()).toEqual(
    ['دار المدينة للعقارات', 'سارة المنصوري'].sort(),
  );
  const info = (await ahmed.get('/api/v1/chat/get-my-info')).json() as { data: ChatInfo };
  expect(info.data.unread_total).toBe(2);

  const withSara = list.data.find((c) => c.other_user.name === 'سارة المنصوري')!;
  const thread = (await ahmed.get(`/api/v1/chat/messages/${withSara.id}`)).json() as MessagesPage;
  expect(thread.data.some((m) => /[\u0600-\u06FF]/.test(m.body))).toBe(true);
  expect(thread.data.some((m) => /^[A-Za-z]/.test(m.body))).toBe(true);
  expect(thread.data.some((m) => m.kind === 'missed_call')).toBe(true);
  expect(new Set(list.data.map((c) => c.id)).size).toBe(2);
});

test('each item card is the kind of ad its messages talk about (a car; an apartment to rent)', async () => {
  // With the demo ads (as on a first start): the conversations are seeded again after them.
  const mediaDir = await mkdtemp(join(tmpdir(), 'souq-demo-chat-'));
  onTestFinished(() => rm(mediaDir, { recursive: true, force: true }));
  await seedDemoAds(app.db, diskStorage(mediaDir));
  await app.db.execute(sql`delete from conversations`);
  await seedDemoChat(app.db);
  const ahmed = await signIn('ahmed@example.com');
  const list = (await ahmed.get('/api/v1/chat/get-conversations')).json() as ConversationsPage;
  const slugOf = async (adId: number) => {
    const rows = rowsOf<{ slug: string }>(
      await app.db.execute(
        sql`select c.slug from ads a join categories c on c.id = a.category_id where a.id = ${adId}`,
      ),
    );
    return rows[0]?.slug;
  };
  const withSara = list.data.find((c) => c.other_user.name === 'سارة المنصوري')!;
  const withCompany = list.data.find((c) => c.other_user.name === 'دار المدينة للعقارات')!;
  expect(withSara.context?.type).toBe('ad');
  expect(await slugOf(withSara.context!.id)).toBe('cars-for-sale');
  expect(withCompany.context?.type).toBe('ad');
  expect(await slugOf(withCompany.context!.id)).toBe('apartments-for-rent');
});
