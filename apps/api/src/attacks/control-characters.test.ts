import type { ApiError, Conversation, Post } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adFields, photo } from '../../test/ad-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, comment, type Member, member, publish } from '../../test/community.ts';
import { logLines } from '../../test/log-lines.ts';
import { multipart } from '../../test/multipart.ts';
import type { App } from '../app.ts';

// Issue 28, item 4: a NUL byte (or another control character) in a text field or a query
// parameter was a 500 with the whole query in an error log. It is the client's mistake: 422 on
// the field for a body, 400 for an address, in the request's language, and no error log.
const NUL = '\u0000';
const CONTROL_EN = 'Remove the control characters (such as NUL) from this text.';
const CONTROL_AR = 'احذف أحرف التحكم (مثل NUL) من هذا النص.';
const ERROR_LEVEL = 50;

const { lines, stream: logStream } = logLines();
let app: App;
let ahmed: Member;
let sara: Member;
beforeAll(async () => {
  app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
  ahmed = await member(app, 'Ahmed');
  sara = await member(app, 'Sara');
});
afterAll(() => app.close());

const refusedField = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(422);
  const body = res.json() as ApiError;
  expect(body.code).toBe('http.validation');
  return body.errors?.[field];
};

describe('in an address', () => {
  test('GET /advertisements?contains[name]=a%00b is a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/advertisements?contains[name]=a%00b`,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ApiError).code).toBe('http.control-character');
  });

  test('a search of the jobs with a bell character (%07) is a 400 in Arabic', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/jobs?contains[name]=a%07b`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ApiError).message).toBe(
      'يحتوي الطلب على حرف تحكم (مثل NUL) ولا يمكن قراءته.',
    );
  });

  test('a NUL in a path parameter no schema reads as a number (a policy slug) is a 400', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/shared/view-policy/a%00b` });
    expect(res.statusCode).toBe(400);
  });
});

describe('in a body', () => {
  test('POST /contact without a token and a NUL in the subject: 422 on the subject, localised', async () => {
    const payload = {
      name: 'Someone',
      email: 'someone@example.com',
      subject: `Hello${NUL}there`,
      message: 'A message long enough to be accepted.',
    };
    const en = await app.inject({ method: 'POST', url: `${API}/contact`, payload });
    expect(refusedField(en, 'subject')).toEqual([CONTROL_EN]);
    const ar = await app.inject({
      method: 'POST',
      url: `${API}/contact`,
      payload,
      headers: { 'accept-language': 'ar' },
    });
    expect(refusedField(ar, 'subject')).toEqual([CONTROL_AR]);
  });

  test('a comment with a NUL is a 422 on its content, and nothing is saved', async () => {
    const post: Post = await publish(app, ahmed);
    const res = await sara.api.post(`${API}/posts/${post.id}/comments`, {
      content: `nice${NUL}`,
    });
    expect(refusedField(res, 'content')).toEqual([CONTROL_EN]);
    await comment(sara, { postId: post.id }, 'still works');
    const list = await ahmed.api.get(`${API}/comments/post/${post.id}/comments`);
    expect(JSON.stringify(list.json())).not.toContain('nice');
  });

  test('a bio with a NUL is a 422 on the bio', async () => {
    const res = await ahmed.api.post(`${API}/update-user-profile`, { bio: `I sell${NUL}cars` });
    expect(refusedField(res, 'bio')).toEqual([CONTROL_EN]);
  });

  test('a name with a NUL is a 422 on the name', async () => {
    const res = await ahmed.api.post(`${API}/update-user-profile`, { name: `Ahm${NUL}ed` });
    expect(refusedField(res, 'name')).toEqual([CONTROL_EN]);
  });

  test('a chat message with a NUL is a 422 on its body', async () => {
    const started = await ahmed.api.post(`${API}/chat/start-conversation`, { user_id: sara.id });
    const conversation = (started.json() as { data: Conversation }).data;
    const res = await ahmed.api.post(`${API}/chat/send-message`, {
      conversation_id: conversation.id,
      body: `hi${NUL}`,
    });
    expect(refusedField(res, 'body')).toEqual([CONTROL_EN]);
  });

  test('an ad title with an escape character in form data is a 422 on the title', async () => {
    const res = await ahmed.api.post(
      `${API}/advertisements/create`,
      multipart({
        ...((await adFields(app, { title: 'Car \u001b[31m for sale' })) as Record<
          string,
          string | number
        >),
        photos: [await photo()],
      }),
    );
    expect(refusedField(res, 'title')).toEqual([CONTROL_EN]);
  });

  test('tab and line breaks (CR LF from a browser text area) are still accepted', async () => {
    const res = await ahmed.api.post(`${API}/update-user-profile`, {
      bio: 'Line one\r\nLine two\tand a tab',
    });
    expect(res.statusCode).toBe(200);
  });
});

test('none of these refusals wrote an error log (nor a log line holding the NUL)', () => {
  const errors = lines.filter((line) => Number(line.level) >= ERROR_LEVEL);
  expect(errors).toEqual([]);
  expect(lines.some((line) => JSON.stringify(line).includes('\\u0000'))).toBe(false);
});
