import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import type { App } from '../../../app.ts';
import { contactMessages } from './contact.table.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '3' });
});
afterAll(() => app.close());

describe('contact form', () => {
  const message = {
    name: 'Sara',
    email: 'Sara@Example.com',
    subject: 'A question',
    message: 'How do I feature my ad on the home page?',
  };

  test('a valid message is stored for the operators, signed in or not', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/contact', payload: message });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Thank you! Your message has been sent. We will reply by e-mail.',
    );
    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json().data.id));
    expect(row).toMatchObject({
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'A question',
      userId: null,
    });
  });

  test('each invalid field is reported in the request language and nothing is stored', async () => {
    const before = (await app.db.select().from(contactMessages)).length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'accept-language': 'ar' },
      payload: { name: ' ', email: 'nope', subject: 'hi', message: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(res.json().errors.email).toEqual(['أدخل بريدًا إلكترونيًا صالحًا.']);
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });

  test('past a few messages from one IP the form answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: '10.9.8.7',
        payload: message,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
