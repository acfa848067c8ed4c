import type { ApiError, Job, JobsPage } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categoryId, placesOf } from '../../../test/ad-factories.ts';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../test/factories.ts';
import { JOBS_API, jobFields, postJob } from '../../../test/job-factories.ts';
import type { App } from '../../app.ts';
import { jobs } from './jobs.table.ts';

let app: App;
let company: TestAccount;
let otherCompany: TestAccount;
let person: TestAccount;
beforeAll(async () => {
  // No page cache: the home and landing pages show a new job at once.
  app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
  [company, otherCompany, person] = await Promise.all([
    createUser(app, { type: 'company' }),
    createUser(app, { type: 'company', company_name: 'Other Co.' }),
    createUser(app),
  ]);
});
afterAll(() => app.close());

const list = async (query: string, lang = 'en') => {
  const res = await app.inject({
    method: 'GET',
    url: `${JOBS_API}?${query}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as JobsPage;
};
/** Moves a job's deadline into the past, as time would. */
const expire = (id: number) =>
  app.db.update(jobs).set({ deadline: sql`now() - interval '1 minute'` }).where(eq(jobs.id, id));

describe('posting a job', () => {
  test('a company posts a job and everyone can read it, in their language', async () => {
    const res = await asUser(app, company.token).post(`${JOBS_API}/create`, await jobFields(app), {
      'accept-language': 'ar',
    });
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json() as { data: Job; message: string };
    expect(message).toBe('تم نشر وظيفتك.');
    expect(data).toMatchObject({
      title: 'Senior Accountant',
      job_type: 'full_time',
      salary_min: '2000.00',
      salary_max: '3500.50',
      experience: 3,
      gender: 'any',
      vacancies: 2,
      status: 'open',
      applicants_count: 0,
      is_owner: true,
      my_application: null,
      company: { id: company.account.id, name: 'Test Trading Co.', type: 'company' },
    });
    expect(data.category.name).not.toBe('');
    const seen = await app.inject({ method: 'GET', url: `${JOBS_API}/details/${data.id}` });
    expect(seen.json().data).toMatchObject({ id: data.id, is_owner: false });
  });

  test("a person's account cannot post a job: 403 with a clear message", async () => {
    const res = await asUser(app, person.token).post(`${JOBS_API}/create`, await jobFields(app), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'jobs.companies-only',
      message: 'Only company accounts can post jobs. Register a company account to hire.',
    });
  });

  test('a person is told that only companies post before anything about the form (403, not 422)', async () => {
    const res = await asUser(app, person.token).post(
      `${JOBS_API}/create`,
      {},
      {
        'accept-language': 'ar',
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('jobs.companies-only');
    expect(res.json().errors).toBeUndefined();
  });

  test('signed out, nothing is written and the body is never validated (401)', async () => {
    const job = await postJob(app, company.token);
    for (const [method, url] of [
      ['POST', `${JOBS_API}/create`],
      ['POST', `${JOBS_API}/update/${job.id}`],
      ['DELETE', `${JOBS_API}/delete/${job.id}`],
      ['GET', `${JOBS_API}/get-by-user`],
      ['POST', `${JOBS_API}/${job.id}/apply`],
      ['GET', `${JOBS_API}/${job.id}/applications`],
      ['POST', '/api/v1/applications/1/status'],
      ['GET', '/api/v1/applications/mine'],
      ['DELETE', '/api/v1/applications/1'],
      ['GET', '/api/v1/applications/1/cv'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { authorization: 'Bearer not-a-real-token-but-long-enough' },
        ...(method === 'POST' ? { payload: { title: '' } } : {}),
      });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('http.unauthenticated');
    }
  });
});

describe('validation', () => {
  const attempt = async (overrides: Record<string, unknown>, lang = 'en') => {
    const res = await asUser(app, company.token).post(
      `${JOBS_API}/create`,
      await jobFields(app, overrides),
      { 'accept-language': lang },
    );
    return { status: res.statusCode, body: res.json() as ApiError };
  };

  test.each([
    ['title', { title: 'ab' }, 'Must be at least 3 characters.'],
    ['description', { description: '' }, 'This field is required.'],
    ['job_type', { job_type: 'forever' }, 'Choose one of the allowed values.'],
    ['salary_min', { salary_min: '-1' }, 'Enter an amount of at least 0 with at most 2 decimals.'],
    [
      'salary_max',
      { salary_min: '5000', salary_max: '100' },
      'The maximum salary must not be below the minimum.',
    ],
    ['deadline', { deadline: '2001-01-01' }, 'The deadline must be in the future.'],
    ['deadline', { deadline: 'soon' }, 'Enter a valid date.'],
    ['gender', { gender: 'robot' }, 'Choose one of the allowed values.'],
  ])('%s: %j is refused with 422', async (field, overrides, message) => {
    const { status, body } = await attempt(overrides);
    expect(status).toBe(422);
    expect(body.code).toBe('http.validation');
    expect(body.errors?.[field]).toEqual([message]);
  });

  test('the messages come in Arabic too, one list per field', async () => {
    const { status, body } = await attempt({ title: 'ab', vacancies: 0 }, 'ar');
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['title', 'vacancies']);
    expect(body.errors?.title?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  test('a parent category and a region of another country are refused', async () => {
    const { regionIds } = await placesOf(app, 'AE');
    const { status, body } = await attempt({
      category_id: await categoryId(app, 'jobs'),
      region_id: regionIds[0],
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['category_id', 'region_id']);
  });
});

describe("the owner's changes", () => {
  test('only the owner updates or deletes (403 for another company)', async () => {
    const job = await postJob(app, company.token);
    const update = await asUser(app, otherCompany.token).post(`${JOBS_API}/update/${job.id}`, {
      title: 'Hijacked',
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().code).toBe('jobs.not-owner');
    const del = await asUser(app, otherCompany.token).inject({
      method: 'DELETE',
      url: `${JOBS_API}/delete/${job.id}`,
    });
    expect(del.statusCode).toBe(403);

    const mine = await asUser(app, company.token).post(`${JOBS_API}/update/${job.id}`, {
      title: 'Chief Accountant',
      salary_max: '',
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ title: 'Chief Accountant', salary_max: null });

    const gone = await asUser(app, company.token).inject({
      method: 'DELETE',
      url: `${JOBS_API}/delete/${job.id}`,
    });
    expect(gone.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: `${JOBS_API}/details/${job.id}` });
    expect(after.statusCode).toBe(404);
  });

  test('an update keeps the salary range rule against the stored value', async () => {
    const job = await postJob(app, company.token);
    const res = await asUser(app, company.token).post(`${JOBS_API}/update/${job.id}`, {
      salary_min: '9000',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['salary_max']);
  });

  test('the owner closes a job early and it leaves the open list', async () => {
    const job = await postJob(app, company.token, { title: 'Closable position xq' });
    const closed = await asUser(app, company.token).post(`${JOBS_API}/update/${job.id}`, {
      status: 'closed',
    });
    expect(closed.json().data.status).toBe('closed');
    expect((await list('contains[name]=xq')).data.map((j) => j.id)).not.toContain(job.id);
    expect((await list('contains[name]=xq&status=closed')).data.map((j) => j.id)).toContain(job.id);
  });
});

describe('lists', () => {
  test('a passed deadline closes the job at once, in lists and details', async () => {
    const job = await postJob(app, company.token, { title: 'Expiring role zeta' });
    expect((await list('contains[name]=zeta')).data.map((j) => j.id)).toContain(job.id);
    await expire(job.id);
    expect((await list('contains[name]=zeta')).data.map((j) => j.id)).not.toContain(job.id);
    const details = await app.inject({ method: 'GET', url: `${JOBS_API}/details/${job.id}` });
    expect(details.json().data.status).toBe('closed');
    const mine = await asUser(app, company.token).get(`${JOBS_API}/get-by-user?status=closed`);
    expect((mine.json() as JobsPage).data.map((j) => j.id)).toContain(job.id);
  });

  test('an Arabic search finds a job whatever the spelling of alef and taa marbuta', async () => {
    const job = await postJob(app, company.token, {
      title: 'مهندس برمجة أول',
      description: 'وظيفة في شركة تقنية ناشئة',
    });
    const found = await list(`contains[name]=${encodeURIComponent('مهندس برمجه اول')}`, 'ar');
    expect(found.data.map((j) => j.id)).toContain(job.id);
    // A misspelt title word still finds it.
    const fuzzy = await list(`contains[name]=${encodeURIComponent('مهندز')}`, 'ar');
    expect(fuzzy.data.map((j) => j.id)).toContain(job.id);
  });

  test('filters: type, salary, experience, place; newest first; paged', async () => {
    const marker = `omega${Date.now()}`;
    const a = await postJob(app, company.token, {
      title: `Driver ${marker}`,
      job_type: 'part_time',
      salary_min: '500',
      salary_max: '900',
      experience: 0,
    });
    const b = await postJob(app, company.token, {
      title: `Manager ${marker}`,
      job_type: 'full_time',
      salary_min: '4000',
      salary_max: '',
      experience: 8,
    });
    const ids = async (q: string) =>
      (await list(`contains[name]=${marker}&${q}`)).data.map((j) => j.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids('job_type=part_time')).toEqual([a.id]);
    expect(await ids('salary_min=1000')).toEqual([b.id]);
    expect(await ids('experience=2')).toEqual([a.id]);
    const { regionIds } = await placesOf(app, 'SA');
    expect(
      await ids(`region_id=${regionIds[0]}&category_id=${await categoryId(app, 'jobs')}`),
    ).toEqual([b.id, a.id]);
    expect(await ids(`region_id=${regionIds[1]}`)).toEqual([]);
    const page = await list(`contains[name]=${marker}&per_page=1&page=2`);
    expect(page.data.map((j) => j.id)).toEqual([a.id]);
    expect(page.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
  });

  test('per_page is clamped to 50 and a bad filter is a 422', async () => {
    expect((await list('per_page=500')).meta.per_page).toBe(50);
    const bad = await app.inject({ method: 'GET', url: `${JOBS_API}?salary_min=abc` });
    expect(bad.statusCode).toBe(422);
  });

  test('the landing page counts open jobs and home lists the latest of the selection', async () => {
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/index-page' })).json().data.counts.jobs;
    const before = await count();
    const job = await postJob(app, company.token, { title: 'Home page job' });
    expect(await count()).toBe(before + 1);
    const home = await app.inject({
      method: 'GET',
      url: `/api/v1/home-page?region_id=${job.region.id}`,
      headers: { 'accept-language': 'ar' },
    });
    const latest = home.json().data.latest_jobs as Job[];
    expect(latest[0]).toMatchObject({ id: job.id, title: 'Home page job' });
    expect(latest.every((j) => j.region.id === job.region.id && j.status === 'open')).toBe(true);
    await expire(job.id);
    expect(await count()).toBe(before);
  });
});
