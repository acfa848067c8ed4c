import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { App } from '../app.ts';
import { preparedOnce } from './client.ts';
import { rowsOf } from './rows.ts';

// Statements built once with placeholders run with each request's values, on both drivers (on
// PGlite the values are written in as literals: they must come back exactly as sent).

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const echo = (values: { text: string | null; n: number }) =>
  preparedOnce(
    app.db,
    'test.echo',
    () => sql`select ${sql.placeholder('text')}::text as text, ${sql.placeholder('n')}::int as n`,
  ).execute(values);

test.each([
  "it's a 'quoted' text",
  String.raw`back\slash \' and \\ and E'\x41'`,
  "'); drop table users; --",
  'عربي ✓ $1 $$ :name',
  '',
])('the text %j comes back as sent', async (text) => {
  const result = await echo({ text, n: 7 });
  expect(rowsOf<{ text: string; n: number }>(result)).toEqual([{ text, n: 7 }]);
});

test('null and other values reuse the same statement', async () => {
  expect(rowsOf(await echo({ text: null, n: -3 }))).toEqual([{ text: null, n: -3 }]);
  expect(rowsOf(await echo({ text: 'again', n: 0 }))).toEqual([{ text: 'again', n: 0 }]);
  const [users] = rowsOf<{ n: number }>(
    await app.db.execute(sql`select count(*)::int as n from users`),
  );
  expect(users!.n).toBeGreaterThanOrEqual(0);
});

// On PostgreSQL each pool connection holds its own (protocol-level) named statement instead.
test.runIf(!process.env.DATABASE_URL)(
  'on PGlite the statement is prepared once (PREPARE), then only executed',
  async () => {
    await echo({ text: 'once', n: 1 });
    await echo({ text: 'twice', n: 2 });
    const [row] = rowsOf<{ n: number }>(
      await app.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like '%::text as text, $2::int as n%'`,
      ),
    );
    expect(row!.n).toBe(1);
  },
);
